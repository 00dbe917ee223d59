export declare const LANDING_JS_BUDGET_BYTES: number;

export interface Script {
  path: string;
  code: string;
  bytes: number;
  gzipBytes: number;
}

export declare function scriptsOf(html: string): string[];
export declare function staticImportsOf(code: string, from: string): string[];
export declare function scriptsToStartPage(html: string, fetchText: (path: string) => Promise<string>): Promise<Script[]>;
export declare function totalOf(scripts: readonly Script[]): { files: number; bytes: number; gzipBytes: number };
