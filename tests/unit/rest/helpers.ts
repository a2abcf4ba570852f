import {evaluate, type RestAnswer} from '../../../src/lib/rest/evaluate';

export const FULL_ACCESS = {Authorization: 'Bearer trailhead-full-access-token'};

/** A GET as the Public role. */
export const get = (url: string, headers?: Record<string, string>): RestAnswer => evaluate({method: 'GET', url, headers});

interface ListBody {
  data: Record<string, unknown>[];
  meta: {pagination: Record<string, number>};
}

/** The body of a list answer, after checking it is a 200. */
export function list(url: string): ListBody {
  const answer = get(url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as ListBody;
}

/** The values of one field of a list answer, in order. */
export const names = (url: string, field = 'name') => list(url).data.map((item) => item[field]);
