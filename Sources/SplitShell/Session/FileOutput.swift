/// A file a command made (an SVG picture, Swift code, a saved script): the path as the command gave it, what kind of
/// file it is, and its contents.
public struct FileOutput: Sendable, Hashable {
    public let path: String
    /// `svg`: what the file holds, for `--format json`.
    public let format: String
    public let contents: String

    public init(path: String, format: String, contents: String) {
        self.path = path
        self.format = format
        self.contents = contents
    }
}
