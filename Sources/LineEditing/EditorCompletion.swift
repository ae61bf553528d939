/// What Tab may put in place of the end of the text before the cursor; a completer returns one for each Tab.
public struct EditorCompletion: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        /// What replaces `replacing`; a finished word ends with a space.
        public var text: String
        /// How a list of choices shows it.
        public var label: String

        public init(text: String, label: String) {
            self.text = text
            self.label = label
        }
    }

    /// The end of the text before the cursor that a candidate replaces.
    public var replacing: String
    public var candidates: [Candidate]

    public init(replacing: String, candidates: [Candidate]) {
        self.replacing = replacing
        self.candidates = candidates
    }
}
