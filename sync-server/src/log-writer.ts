/**
 * A line logger for stdout that gathers the lines of one turn of the event loop into one write:
 * writes to a pipe are synchronous in Node, and one per request costs more than the request.
 */
export function bufferedLog(write: (text: string) => void = (text) => process.stdout.write(text)) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    write(text);
  };
  return {
    log(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
