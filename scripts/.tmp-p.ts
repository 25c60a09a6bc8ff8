import { readFileSync, readdirSync } from 'node:fs';
import { parseStaticImports } from '/work/main/scripts/bench.ts';
for (const f of readdirSync('/work/main/dist/assets').filter(f => f.endsWith('.js'))) console.log(f, parseStaticImports(readFileSync('/work/main/dist/assets/'+f,'utf8')));
