// The baseline of bench/run.mjs: a bare node:http server in a process of its own (like the
// platform), answering each path with the bytes the platform sent for it.
// Usage: node bench/bare-server.mjs <port> <samples.json>, samples as {path: base64 body}.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, samplesFile] = process.argv.slice(2);
const samples = new Map(
  Object.entries(JSON.parse(readFileSync(samplesFile, 'utf8'))).map(([path, body]) => [
    path,
    Buffer.from(body, 'base64'),
  ]),
);

createServer((request, response) => {
  const body = samples.get(request.url) ?? Buffer.from('{}');
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
}).listen(Number(port), '127.0.0.1');
