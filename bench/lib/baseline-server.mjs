// The bare node:http server of a benchmark run, forked by bench/run.mjs: it answers each known
// path (with its query string, as in request.url) with the platform's captured bytes and content
// type, and nothing else. A process of its own, so that it does not share autocannon's event loop.
import { createServer } from 'node:http';

process.once('message', (samples) => {
  const answers = new Map(
    Object.entries(samples).map(([path, { contentType, base64 }]) => [
      path,
      { contentType, body: Buffer.from(base64, 'base64') },
    ]),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url);
    // Read the request body to its end, as the platform does, before answering.
    request.resume();
    request.once('end', () => {
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
      response.end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
});
// The run went away (finished or crashed): go too.
process.once('disconnect', () => process.exit(0));
