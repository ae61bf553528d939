import SplitModel

// MARK: The members of a failed `expect`'s error

extension JSONDocument {
    /// For a failed `expect`: `expected` and `actual`, each typed as `value` types the name's value (numbers as
    /// numbers, booleans as booleans, names as strings), and `context`, the `context:` line's text; nothing for any
    /// other error.
    static func assertionMembers(_ error: ShellError) -> [String: JSONValue] {
        guard case .expectationFailed(let query, let expected, let actual, let context) = error else { return [:] }
        let kind = QueryTable.spec(query.name).kind
        return [
            "expected": typed(expected, as: kind),
            "actual": typed(actual, as: kind),
            "context": .string(ErrorFormat.describe(context)),
        ]
    }
}
