// `npm run bench`: the workbook reader next to SheetJS's bare read, then the analysis of a period.
import { runAnalysisBench } from './analysis';
import { runReaderBench } from './reader';

await runReaderBench();
console.log('');
await runAnalysisBench();
