// `npm run fixtures:saft`: writes the sample SAF-T of fixtures/ (the books of
// `testing/saft-builder.ts` for 2024, a finished year: every month and December are given) as
// Windows-1252 `.xml` and as a `.zip` holding it. Their expected figures, worked out by hand, are
// fixtures/saft-oficina-exemplo-2024.expected.json (not written here: they must not come from code).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { sampleCompanyBooks, saftBytes, saftXml } from '../testing/saft-builder';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures');
const xml = saftBytes(saftXml(sampleCompanyBooks({ fiscalYear: 2024 })), 'windows-1252');
const name = 'saft-oficina-exemplo-2024';
writeFileSync(path.join(fixtures, `${name}.xml`), xml);
// A fixed modification time, so that the same books give the same bytes.
const zip = zipSync({ [`${name}.xml`]: [xml, { mtime: new Date(2025, 1, 15) }] }, { level: 9 });
writeFileSync(path.join(fixtures, `${name}.zip`), zip);
console.log(`${name}.xml: ${xml.length} bytes; ${name}.zip: ${zip.length} bytes`);
