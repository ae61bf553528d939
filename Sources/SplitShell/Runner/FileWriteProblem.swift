/// Why a file a command writes (`export ... FILE`) could not be written: its temporary file beside it could not be made
/// or renamed over it (`FileProblem`), or the bytes did not all go (`WriteProblem`). The old file is left as it was.
public enum FileWriteProblem: Sendable, Hashable, Error {
    case file(FileProblem)
    case write(WriteProblem)
}
