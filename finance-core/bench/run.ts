// `npm run bench`: the workbook reader next to SheetJS's bare read, the analysis of a period, then
// the SAF-T reader on a 50 MB file next to a bare saxes parse, and its memory on 10 MB and 50 MB.
import { runAnalysisBench } from './analysis';
import { runReaderBench } from './reader';
import { runSaftBench } from './saft';

await runReaderBench();
console.log('');
await runAnalysisBench();
console.log('');
runSaftBench();
