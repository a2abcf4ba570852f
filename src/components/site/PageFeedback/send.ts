import type {FeedbackPayload} from '../../../lib/browser/pageFeedback';

/** POSTs one feedback message as JSON; true when the endpoint answered 2xx. */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
