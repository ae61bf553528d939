import Foundation
import Testing
import TestSupport
@testable import SplitShell

/// Every key `--format json` writes is documented in docs/json-format.md's key list ("Every key", a fenced block of
/// key paths): documents from every command's examples, a set of lines that reach the rarer members, the example
/// scripts and seeded random walks are read back and each key path they hold is looked up in that list.
///
/// A key path names an object member from the document down: `state.columns[].frame.x`, where `[]` stands for any
/// element of an array; a documented `NAME.*` covers every member of `NAME` (the facts of an explained rule are data).
@Suite struct JSONKeyCoverageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let doc: String = (try? String(contentsOf: root.appendingPathComponent("docs/json-format.md"), encoding: .utf8)) ?? ""

    /// The key paths the doc's "Every key" section lists, one per line of its first fenced block.
    static func documentedPaths(in doc: String) -> Set<String> {
        guard let section = doc.range(of: "\n## Every key") else { return [] }
        let after = doc[section.upperBound...]
        guard let open = after.range(of: "```text\n"), let close = after[open.upperBound...].range(of: "```") else { return [] }
        return Set(after[open.upperBound..<close.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty })
    }

    /// Every key path of a document read back from its text.
    static func paths(of value: Any, prefix: String = "") -> Set<String> {
        var found: Set<String> = []
        if let object = value as? [String: Any] {
            for (key, member) in object {
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                found.insert(path)
                found.formUnion(paths(of: member, prefix: path))
            }
        } else if let array = value as? [Any] {
            for element in array { found.formUnion(paths(of: element, prefix: prefix + "[]")) }
        }
        return found
    }

    /// The paths no documented path covers, sorted.
    static func undocumented(_ paths: Set<String>, documented: Set<String>) -> [String] {
        paths.filter { path in
            if documented.contains(path) { return false }
            return !documented.contains { $0.hasSuffix(".*") && path.hasPrefix($0.dropLast()) }
        }.sorted()
    }

    /// The key paths of every document a run of these lines writes on standard output.
    static func paths(running lines: [String]) -> Set<String> {
        let run = RunnerTests.run(["--format", "json"], stdin: lines.joined(separator: "\n") + "\n")
        var found: Set<String> = []
        for line in run.stdout {
            guard let document = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
                Issue.record("not a JSON document: \(line.prefix(80))")
                continue
            }
            found.formUnion(paths(of: document))
        }
        return found
    }

    /// Lines that reach the members the examples may not: typed values of every kind, failed assertions, a
    /// presentation, a sweep, explain and why, a free window and a phone.
    static let rareLines = [
        "state", "devices", "get frame primary", "get presented", "present Share popover", "get presented", "state", "dismiss",
        "expect width 10", "expect isCollapsed yes", "expect frame primary 0 320", "expectEvent didCollapse", "undo",
        "setStyle tripleColumn", "tap displayModeButton", "state", "push Inbox", "tap back", "explain", "explain -v width", "why",
        "sweep width 300 1400 step 100", "width 500", "state", "get viewController supplementary", "device \"iPhone 16 Pro\"",
        "state", "expect pane half", "size 800x800", "state", "get orientation", "require splitnav >= 0.1",
        "require splitnav >= 999", "require splitnav >= x", "help", "layout", "buttons", "delegate",
    ]

    static var examplePaths: Set<String> {
        let directory = root.appendingPathComponent("scripts/examples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".splitnav") }
        var found: Set<String> = []
        for name in names {
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            found.formUnion(paths(running: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
        }
        return found
    }

    @Test func theDocumentListsItsKeys() {
        #expect(Self.documentedPaths(in: Self.doc).count > 100)
    }

    @Test func everyCommandsExamplesWriteOnlyDocumentedKeys() {
        var found: Set<String> = []
        for spec in CommandTable.all {
            // Each example in a session of its own, after a few lines that give it something to work on.
            for example in spec.examples {
                found.formUnion(Self.paths(running: ["setStyle tripleColumn", "push Inbox", example, "state"]))
            }
        }
        found.formUnion(Self.paths(running: Self.rareLines))
        found.formUnion(Self.examplePaths)
        let missing = Self.undocumented(found, documented: Self.documentedPaths(in: Self.doc))
        #expect(missing.isEmpty, "keys docs/json-format.md does not list under 'Every key': \(missing)")
        // The lines above reach the members the list documents for them.
        for path in ["error.expected", "error.actual", "error.context", "state.device.pane", "devices[].panes", "value.x",
                     "value[].controller", "sweep.ranges[].placements[].dimmed", "explain[].rules[].facts"] {
            #expect(found.contains(path), "no document held \(path)")
        }
    }

    @Test(arguments: [UInt64(3), 11, 2026])
    func aRandomWalkWritesOnlyDocumentedKeys(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = CommandTable.all.flatMap(\.examples).filter { !$0.hasPrefix("source") && !$0.hasPrefix("quit") } + Self.rareLines
        let lines = (0..<300).map { _ in random.pick(pool) }
        let missing = Self.undocumented(Self.paths(running: lines), documented: Self.documentedPaths(in: Self.doc))
        #expect(missing.isEmpty, "seed \(seed): keys docs/json-format.md does not list: \(missing)")
    }

    /// The check finds a key the list leaves out, at any depth, and a wildcard covers only what is under it.
    @Test func anUndocumentedKeyIsFound() {
        let documented = Self.documentedPaths(in: Self.doc)
        let written = Self.paths(running: ["state", "expect width 10"])
        for left in ["state.device.pane", "error.expected", "formatVersion", "state.columns[].frame.x"] {
            #expect(written.contains(left))
            #expect(Self.undocumented(written, documented: documented.subtracting([left])) == [left])
        }
        #expect(Self.undocumented(["a.b.c", "ab"], documented: ["a.*"]) == ["ab"])
    }
}
