/**
 * Walks command-line options in order: `onOption(arg, value)` sees each one and calls `value()` to take the
 * next argument as its value (a missing one is an error naming the option).
 */
export function walkOptions(args: string[], onOption: (arg: string, value: () => string) => void): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    onOption(arg, () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    });
  }
}
