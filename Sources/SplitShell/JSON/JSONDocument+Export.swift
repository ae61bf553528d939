extension JSONDocument {
    /// `export`'s result: `{"kind": "uikit"|"swiftui", "file": PATH|null, "code": SOURCE|null}`: the file the code was
    /// written to and no code, or no file and the code (the whole source, newlines included).
    static func exportObject(_ result: ExportResult, file: String?) -> JSONValue {
        .object(["kind": .string(result.kind.rawValue), "file": .optional(file), "code": file == nil ? .string(result.code) : .null])
    }
}
