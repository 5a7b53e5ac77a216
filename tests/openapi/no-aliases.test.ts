// R140: every YAML file under openapi/ (the contracts and their release snapshots) is read by any
// tool with its defaults. The `yaml` package refuses more than 100 aliases by default, and
// SnakeYAML (under openapi-generator and swagger-parser) more than 50 (maxAliasesForCollections);
// a contract without anchors or aliases passes both, so shared parts are `$ref`s instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { ROOT } from '../sitegen/helpers.js';

const files = readdirSync(join(ROOT, 'openapi'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => file.split('\\').join('/'))
  .sort();

test('openapi/ holds both contracts', () => {
  expect(files).toEqual(expect.arrayContaining(['invoicing.yaml', 'site.yaml']));
});

describe.each(files)('openapi/%s', (file) => {
  const text = readFileSync(join(ROOT, 'openapi', file), 'utf8');

  test('parses with the yaml package\'s default options (YAML.parse(text))', () => {
    expect(() => YAML.parse(text)).not.toThrow();
    expect(YAML.parse(text)).toBeTruthy();
  });

  test('has no YAML alias nor anchor, so SnakeYAML\'s default maxAliasesForCollections=50 passes too', () => {
    const doc = YAML.parseDocument(text);
    const aliases: string[] = [];
    const anchors: string[] = [];
    YAML.visit(doc, {
      Alias: (_, node) => { aliases.push(node.source); },
      Node: (_, node) => { if (node.anchor) anchors.push(node.anchor); },
    });
    expect({ aliases: aliases.length, anchors }).toEqual({ aliases: 0, anchors: [] });
  });
});
