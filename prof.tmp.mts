import fs from 'node:fs';
import {LocalSearchEngine} from './src/lib/search/engine';
import {decode} from './src/lib/search/indexFormat';
const m = JSON.parse(fs.readFileSync('build/search-index/manifest.json','utf8'));
const head = JSON.parse(fs.readFileSync('build/search-index/'+m.head,'utf8'));
const shards = Object.values(m.content).map((f:any)=>JSON.parse(fs.readFileSync('build/search-index/'+f,'utf8')));
const e = new LocalSearchEngine(decode(head, shards));
const qs = JSON.parse(fs.readFileSync('tests/search/queries.json','utf8')).queries.map((q:any)=>q.query);
const typed = qs.flatMap((q:string)=>Array.from({length:q.length},(_,i)=>q.slice(0,i+1)));
for (const q of typed) e.search({query:q, hitsPerPage:20, attributesToSnippet:['content:10']});
const t:[number,string,number][]=[];
for (const q of typed){const ts=[]; let n=0; for(let i=0;i<5;i++){const s=performance.now(); const r=e.search({query:q, hitsPerPage:20, attributesToSnippet:['content:10']}); ts.push(performance.now()-s); n=r.nbHits;} ts.sort((a,b)=>a-b); t.push([ts[2],q,n]);}
t.sort((a,b)=>b[0]-a[0]); console.log(t.slice(0,25).map(x=>x[0].toFixed(1)+' '+JSON.stringify(x[1])+' '+x[2]).join('\n'));
