export declare const CHROMIUM: string;
export declare const TEST_CHROMIUM: string;
export declare const FIREFOX: string;
export declare const WEBKIT_DRIVER: string;
export declare const MINIBROWSER: string;
export declare const chromiumArgs: string[];
