export declare const CHROMIUM: string;
export declare const FIREFOX: string;
export declare const chromiumArgs: string[];
