import Foundation
import Testing
@testable import SplitShell

@Suite struct JSONFormatTests {
    static let values: [Case<JSONValue, String>] = [
        Case("null", .null, "null"),
        Case("booleans", .array([.bool(true), .bool(false)]), "[true,false]"),
        Case("whole numbers without a point", .number(1024), "1024"),
        Case("fractions in the shortest form", .array([.number(954.5), .number(0.1), .number(-290), .number(0.3 - 0.1)]), "[954.5,0.1,-290,0.2]"),
        Case("no exponent", .array([.number(1e-7), .number(1e21)]), "[0.0000001,1000000000000000000000]"),
        Case("no negative zero", .number(-0.0), "0"),
        Case("not a number is null", .array([.number(.nan), .number(.infinity)]), "[null,null]"),
        Case("quote and backslash", .string("a\"b\\c"), #""a\"b\\c""#),
        Case("short escapes", .string("\n\r\t\u{08}\u{0C}"), #""\n\r\t\b\f""#),
        Case("other control characters", .string("\u{00}\u{01}\u{1B}\u{1F}"), #""\u0000\u0001\u001b\u001f""#),
        Case("DEL, slash and non-ASCII as themselves", .string("\u{7F}/é◧😀"), "\"\u{7F}/é◧😀\""),
        Case("line and paragraph separators escaped", .string("\u{2028}\u{2029}"), #""\u2028\u2029""#),
        Case("keys sorted by their bytes", .object(["b": .number(1), "a": .number(2), "B": .number(3), "é": .number(4), "aa": .null]),
             #"{"B":3,"a":2,"aa":null,"b":1,"é":4}"#),
        Case("nested, no blanks", .object(["x": .array([.object([:]), .array([]), .string("")])]), #"{"x":[{},[],""]}"#),
    ]

    @Test(arguments: values)
    func writes(_ row: Case<JSONValue, String>) throws {
        #expect(row.input.text == row.output)
        // Foundation reads it back (fragments allowed for bare values).
        _ = try JSONSerialization.jsonObject(with: Data(row.output.utf8), options: [.fragmentsAllowed])
    }

    /// Runs the runner with `--format json` and the given `-c` commands.
    static func json(_ commands: [String], options: [String] = [], files: [String: String] = [:]) -> RunnerTests.Run {
        RunnerTests.run(["--format", "json"] + options + commands.flatMap { ["-c", $0] }, files: files)
    }

    static let documents: [Case<String, String>] = [
        Case("a change", "width 1024",
             #"{"changes":[{"after":"1024x820 @2x","before":"1180x820 @2x","key":"window"},{"after":"tiled, frame 0 1024, width 1024","before":"tiled, frame 0 1180, width 1180","key":"secondary"},{"after":"offscreen, frame 1024.5 320, width 320","before":"offscreen, frame 1180.5 320, width 320","key":"inspector"}],"command":"width 1024","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":[],"script":null}"#),
        Case("a note", "hide secondary",
             #"{"changes":[],"command":"hide secondary","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":["note: hiding the secondary column does nothing (SHOW-2)"],"ok":true,"output":[],"script":null}"#),
        Case("an error", "setStyle triple",
             #"{"changes":[],"command":"setStyle triple","error":{"help":"did you mean 'tripleColumn'?","kind":"input","message":"unknown style 'triple'"},"events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":false,"output":[],"script":null}"#),
        Case("a refused command, without help", "undo",
             #"{"changes":[],"command":"undo","error":{"help":null,"kind":"refused","message":"nothing to undo"},"events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":false,"output":[],"script":null}"#),
        Case("a failed expect, its values typed", "expect width 10",
             #"{"changes":[],"command":"expect width 10","error":{"actual":1180,"context":"iPad (A16), 1180x820 landscape; size classes horizontal regular, vertical regular; style doubleColumn","expected":10,"help":"explain width shows the rules","kind":"assertion","message":"expected width to be 10, but it is 1180"},"events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":false,"output":[],"script":null}"#),
        Case("a failed expect of a boolean", "expect isCollapsed yes",
             #"{"changes":[],"command":"expect isCollapsed yes","error":{"actual":false,"context":"iPad (A16), 1180x820 landscape; size classes horizontal regular, vertical regular; style doubleColumn","expected":true,"help":"explain isCollapsed shows the rules","kind":"assertion","message":"expected isCollapsed to be true, but it is false"},"events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":false,"output":[],"script":null}"#),
        Case("a failed expect of a name", "expect displayMode secondaryOnly",
             #"{"changes":[],"command":"expect displayMode secondaryOnly","error":{"actual":"oneBesideSecondary","context":"iPad (A16), 1180x820 landscape; size classes horizontal regular, vertical regular; style doubleColumn","expected":"secondaryOnly","help":"explain displayMode shows the rules","kind":"assertion","message":"expected displayMode to be secondaryOnly, but it is oneBesideSecondary"},"events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":false,"output":[],"script":null}"#),
        Case("the orientation", "get orientation",
             #"{"changes":[],"command":"get orientation","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["landscape"],"script":null,"value":"landscape"}"#),
        Case("the pane", "get pane",
             #"{"changes":[],"command":"get pane","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["full"],"script":null,"value":"full"}"#),
        Case("a frame", "get frame primary",
             #"{"changes":[],"command":"get frame primary","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["10 320"],"script":null,"value":{"width":320,"x":10}}"#),
        Case("a boolean", "get isCollapsed",
             #"{"changes":[],"command":"get isCollapsed","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["false"],"script":null,"value":false}"#),
        Case("an automatic width", "get preferredPrimaryColumnWidth",
             #"{"changes":[],"command":"get preferredPrimaryColumnWidth","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["automatic"],"script":null,"value":"automatic"}"#),
        Case("no controller", "get viewController supplementary",
             #"{"changes":[],"command":"get viewController supplementary","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["nil"],"script":null,"value":null}"#),
        Case("an empty list", "get stack supplementary",
             #"{"changes":[],"command":"get stack supplementary","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["none"],"script":null,"value":[]}"#),
        Case("a list", "get visibleColumns",
             #"{"changes":[],"command":"get visibleColumns","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["primary secondary"],"script":null,"value":["primary","secondary"]}"#),
        Case("the line as typed, blanks around it dropped", "  echo \"a\tb\"  # said ",
             #"{"changes":[],"command":"echo \"a\tb\"  # said","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":["a\tb"],"script":null}"#),
    ]

    @Test(arguments: documents)
    func exactDocument(_ row: Case<String, String>) {
        let run = Self.json([row.input])
        #expect(run.stdout == [row.output])
    }

    static let session = ["setStyle tripleColumn", "get displayMode", "state", "layout", "help show", "bogus", "echo",
                          "expectRefused tap dimmingView", "device \"iPhone 16 Pro\"", "state", "get buttons", "quit"]

    /// Every document is valid JSON with the fixed members, and its keys are in order at every level.
    @Test func everyDocumentIsValidAndSorted() throws {
        let run = Self.json(Self.session)
        #expect(run.stdout.count == Self.session.count)
        for (line, command) in zip(run.stdout, Self.session) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["formatVersion"] as? Int == JSONDocument.formatVersion)
            #expect(object["command"] as? String == command)
            #expect(object["ok"] as? Bool == (command != "bogus"))
            for key in ["output", "changes", "notes"] { #expect(object[key] is [Any]) }
            #expect(Self.keysInOrder(line), "keys out of order in \(line)")
        }
    }

    @Test func stateIsAnObject() throws {
        let run = Self.json(["setStyle tripleColumn", "setPreferredDisplayMode oneOverSecondary", "state"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout[2].utf8)) as? [String: Any])
        let state = try #require(document["state"] as? [String: Any])
        #expect(state["displayMode"] as? String == "oneOverSecondary")
        #expect(state["width"] as? Double == 1180)
        #expect(state["isCollapsed"] as? Bool == false)
        #expect(state["visibleColumns"] as? [String] == ["supplementary", "secondary"])
        #expect(state["scale"] as? Double == 2)
        let columns = try #require(state["columns"] as? [[String: Any]])
        #expect(columns.map { $0["column"] as? String } == ["primary", "supplementary", "secondary", "inspector"])
        #expect(columns[0]["placement"] as? String == "offscreen")
        #expect((columns[0]["frame"] as? [String: Any])?["x"] as? Double == -290)
        #expect(columns[2]["dimmed"] as? Bool == true)
        let buttons = try #require(state["buttonItems"] as? [[String: Any]])
        #expect(buttons.first?["bar"] as? String == "supplementary")
        #expect((buttons.first?["tap"] as? [String: Any])?["displayMode"] as? String == "twoOverSecondary")
    }

    @Test func whatUIKitRaisesForIsNull() throws {
        let run = Self.json(["setStyle unspecified", "state"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout[1].utf8)) as? [String: Any])
        let state = try #require(document["state"] as? [String: Any])
        #expect(state["splitBehavior"] is NSNull)
        #expect(state["style"] as? String == "unspecified")
        #expect((state["presented"] as? [Any])?.isEmpty == true)
    }

    /// The summary's lines as data: each text line is `key: before -> after`, with `none` for a null side.
    @Test func changesAreStructuredAndSayWhatTextSays() throws {
        let commands = ["setStyle tripleColumn", "width 600", "push Detail", "present Share popover", "width 1180", "setStyle doubleColumn"]
        let json = Self.json(commands)
        let text = RunnerTests.run(commands.flatMap { ["-c", $0] })
        var lines: [String] = []
        var sawNull = (before: false, after: false)
        for document in json.stdout {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let changes = try #require(object["changes"] as? [[String: Any]])
            for change in changes {
                #expect(Set(change.keys) == ["key", "before", "after"])
                let key = try #require(change["key"] as? String)
                let before = change["before"] as? String, after = change["after"] as? String
                #expect(before != nil || change["before"] is NSNull)
                #expect(after != nil || change["after"] is NSNull)
                #expect(before != after)
                if before == nil { sawNull.before = true }
                if after == nil { sawNull.after = true }
                lines.append("\(key): \(before ?? "none") -> \(after ?? "none")")
            }
        }
        // Items that come and go (the supplementary column, the presented controller) are null on one side.
        #expect(sawNull.before && sawNull.after)
        let summaries = text.stdout.filter { $0.contains(" -> ") && !$0.hasPrefix("note:") && !$0.hasPrefix("event ") }
        #expect(lines == summaries)
        #expect(!lines.isEmpty)
    }

    @Test func theSupplementaryColumnComesFromNothing() {
        let run = Self.json(["setStyle tripleColumn"])
        #expect(run.stdout[0].contains(#"{"after":"tiled, frame 0 610, width 610","before":null,"key":"supplementary"}"#))
    }

    static let documentation: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/json-format.md").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    /// docs/json-format.md documents the schema of this version: its title names the version, it says what changed
    /// from the one before, every member a document has is in it, and its examples are documents of this version.
    @Test func theDocumentationDescribesThisVersion() throws {
        let text = Self.documentation
        #expect(text.hasPrefix("# splitnav's JSON output (`--format json`), format version \(JSONDocument.formatVersion)\n"))
        #expect(text.contains("\n## Changes from version \(JSONDocument.formatVersion - 1)\n"))
        let run = Self.json(["setStyle tripleColumn", "get frame primary", "state", "bogus"])
        var members: Set<String> = []
        for document in run.stdout {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            members.formUnion(object.keys)
            for change in object["changes"] as? [[String: Any]] ?? [] { members.formUnion(change.keys) }
            if let error = object["error"] as? [String: Any] { members.formUnion(error.keys) }
        }
        #expect(members.isSuperset(of: ["changes", "key", "before", "after", "error", "message", "state", "value"]))
        for member in members { #expect(text.contains("`\(member)`"), "docs/json-format.md does not name `\(member)`") }
        var examples = 0
        var inJSON = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inJSON = line == "```json"; continue }
            guard inJSON else { continue }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["formatVersion"] as? Int == JSONDocument.formatVersion, "\(line)")
            examples += 1
        }
        #expect(examples >= 4)
    }

    @Test func quietEmptiesChangesAndNotes() {
        let run = Self.json(["width 800", "hide secondary", "get width"], options: ["--quiet"])
        #expect(run.stdout[0].contains(#""changes":[]"#))
        #expect(run.stdout[1].contains(#""notes":[]"#))
        #expect(run.stdout[2].contains(#""value":800"#))
    }

    @Test func blankAndCommentLinesHaveNoDocument() {
        let run = RunnerTests.run(["--format", "json"], stdin: "\n   \n# a comment\nget width\n")
        #expect(run.stdout.count == 1)
        #expect(run.stdout[0].contains(#""command":"get width""#))
    }

    @Test func aFailureIsAlsoOnStandardError() {
        let run = Self.json(["bogus"])
        #expect(run.status == 3)
        #expect(run.stderr == ["-c:1: error: unknown command 'bogus'", "help: type 'help' to list the commands"])
        #expect(run.stdout.count == 1)
    }

    /// Every document says where its line came from and which script it belongs to: the prelude's lines and a sourced
    /// file's belong to the script that runs them.
    @Test func everyDocumentHasItsLocationAndScript() {
        let files = ["a.txt": "get width\nsource part.txt\n", "part.txt": "expect width 1\n", "b.txt": "bogus\n"]
        let run = RunnerTests.run(["--format", "json", "-c", "echo pre", "a.txt", "b.txt"], files: files)
        let expected = [
            (#""location":{"file":"-c:1","line":1}"#, #""script":"a.txt""#),
            (#""location":{"file":"a.txt","line":1}"#, #""script":"a.txt""#),
            (#""location":{"file":"part.txt","line":1}"#, #""kind":"assertion""#),
            (#""location":{"file":"a.txt","line":2}"#, #""script":"a.txt""#),
            (#""location":{"file":"-c:1","line":1}"#, #""script":"b.txt""#),
            (#""location":{"file":"b.txt","line":1}"#, #""kind":"input""#),
        ]
        #expect(run.stdout.count == expected.count)
        for (document, (location, other)) in zip(run.stdout, expected) {
            #expect(document.contains(location) && document.contains(other), "\(document)")
        }
        #expect(run.status == 3)
    }

    @Test func echoAddsNothingAndInteractiveErrorsHaveNoLocation() {
        let echoed = RunnerTests.run(["--format", "json", "--echo"], stdin: "get width\n")
        #expect(echoed.stdout.count == 1)
        let interactive = RunnerTests.run(["--format", "json", "--interactive"], stdin: "bogus\n")
        #expect(interactive.stdout.contains { $0.contains(#""location":null"#) })
    }

    /// Whether every object's keys in a document are sorted by their bytes (reading the text, since a parsed
    /// dictionary has no order).
    static func keysInOrder(_ text: String) -> Bool {
        var stack: [(isObject: Bool, last: [UInt8]?)] = []
        var expectKey = false
        var inString = false, escaped = false
        var current: [UInt8] = []
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false; current.append(byte); continue }
                if byte == UInt8(ascii: "\\") { escaped = true; continue }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if expectKey, let top = stack.last {
                        if let last = top.last, !last.lexicographicallyPrecedes(current) { return false }
                        stack[stack.count - 1].last = current
                        expectKey = false
                    }
                    continue
                }
                current.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; current = []
            case UInt8(ascii: "{"): stack.append((true, nil)); expectKey = true
            case UInt8(ascii: "["): stack.append((false, nil))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): stack.removeLast()
            case UInt8(ascii: ","): expectKey = stack.last?.isObject == true
            default: break
            }
        }
        return stack.isEmpty
    }

    @Test func theOrderCheckCatchesDisorder() {
        #expect(Self.keysInOrder(#"{"a":{"x":1,"y":[{"b":1,"c":2}]},"b":2}"#))
        #expect(!Self.keysInOrder(#"{"b":1,"a":2}"#))
        #expect(!Self.keysInOrder(#"{"a":[{"d":1,"c":2}]}"#))
    }
}
