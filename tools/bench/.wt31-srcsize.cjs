const fs=require('fs');const {SourceMapConsumer}=require('source-map');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
(async()=>{const c=await new SourceMapConsumer(map);const lines=code.split('\n');const sizes={};let prev=null;
c.eachMapping(m=>{ if(prev){ const key=prev.source||'?'; let len; if(prev.generatedLine===m.generatedLine) len=m.generatedColumn-prev.generatedColumn; else len=lines[prev.generatedLine-1].length-prev.generatedColumn; sizes[key]=(sizes[key]||0)+len;} prev=m;});
const arr=Object.entries(sizes).sort((a,b)=>b[1]-a[1]);let tot=0;for(const [,v] of arr) tot+=v;console.log('total mapped',tot, 'file', code.length);for(const [k,v] of arr.slice(0,45)) console.log(String(v).padStart(7),k.replace(/^webpack:\/\/[^/]*\//,''));})();
