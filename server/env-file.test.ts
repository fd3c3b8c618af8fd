import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';

const names = ['HG_ENVFILE_FROM_ENV', 'HG_ENVFILE_FROM_FILE'];

describe('.env', () => {
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it('is read when present, and the environment wins over it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hg-env-')), '.env');
    writeFileSync(file, 'HG_ENVFILE_FROM_ENV=file\nHG_ENVFILE_FROM_FILE="from the file"\n');
    process.env.HG_ENVFILE_FROM_ENV = 'environment';

    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.HG_ENVFILE_FROM_ENV).toBe('environment');
    expect(process.env.HG_ENVFILE_FROM_FILE).toBe('from the file');
  });

  it('is optional', () => {
    expect(loadEnvFile(path.join(tmpdir(), 'hg-no-such-dir', '.env'))).toBe(false);
  });
});

describe('APP_URL', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'hg-cfg-'));

  it('follows PORT when unset, so e-mailed links reach this server', () => {
    expect(loadConfig({ PORT: '3400', DATA_DIR: dataDir() }).appUrl).toBe('http://localhost:3400');
    expect(loadConfig({ DATA_DIR: dataDir() }).appUrl).toBe('http://localhost:3000');
  });

  it('is taken as given when set', () => {
    const config = loadConfig({
      PORT: '3400',
      APP_URL: 'https://garden.example/',
      DATA_DIR: dataDir(),
    });
    expect(config.appUrl).toBe('https://garden.example');
  });
});
