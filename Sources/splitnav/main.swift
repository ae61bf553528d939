import SplitShell
