import Testing
@testable import SplitShell

/// `TextBytes` copies short pieces with overlapping loads and stores and compares ranges eight bytes at a time: each
/// length, on each side of those sizes, must come out whole, and a difference in any byte must be seen.
@Suite struct TextBytesTests {
    /// A piece of `length` distinct letters, so a byte copied to the wrong place or left out shows.
    static func piece(_ length: Int) -> String {
        String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
    }

    @Test(arguments: 0...40)
    func piecesOfEachLengthAreCopiedWhole(length: Int) {
        let piece = Self.piece(length)
        // Room for 16 at first: the longer pieces overflow and the writing is done again.
        let text = TextBytes.text(room: 16) { text in
            text.append(literal: "<")
            text.append(piece)
            text.append(byte: UInt8(ascii: ">"))
        }
        #expect(text == "<" + piece + ">")
    }

    @Test(arguments: ["", "é", "→ x", "Überblick", "ü-ü-ü-ü-ü-ü-ü-ü-ü-ü"])
    func nonASCIIPiecesAreCopiedWhole(piece: String) {
        #expect(TextBytes.text { $0.append(piece) } == piece)
    }

    @Test func literalsOfEachLengthAreCopiedWhole() {
        let literals: [StaticString] = ["", "]", "x", ", ", " @", " ->", " -> ", "pops ", "shows ", "frame 0", ", frame ",
                                        "collapsed", "absent pane", "free window", "sizeClasses,", "viewControllers",
                                        "(sizeClass x) ab", "preferredDisplayMode", "; shows twoOverSecondary at this"]
        for literal in literals {
            let written = TextBytes.text(room: 16) { text in
                text.append(byte: UInt8(ascii: "["))
                text.append(literal: literal)
                text.append(byte: UInt8(ascii: "]"))
            }
            #expect(written == "[\(literal)]")
        }
    }

    @Test(arguments: 0...20)
    func sameSeesEveryByte(length: Int) {
        let piece = Self.piece(length)
        var results: [Bool] = []
        _ = TextBytes.text(room: 128) { text in
            results = []
            let first = text.count
            text.append(piece)
            let second = text.count
            text.append(piece)
            results.append(text.same(first..<second, second..<text.count))
            // The same piece with one byte changed, at each place in turn.
            for place in 0..<length {
                let third = text.count
                text.append(piece)
                text.truncate(to: third + place)
                text.append(byte: UInt8(ascii: "_"))
                text.append(piece.dropFirst(place + 1).description)
                results.append(text.same(first..<second, third..<text.count))
            }
            if length > 0 {
                let shorter = text.count
                text.append(piece.dropLast().description)
                results.append(text.same(first..<second, shorter..<text.count))
            }
        }
        #expect(results.first == true)
        #expect(results.count == 1 + length + (length > 0 ? 1 : 0))
        #expect(results.dropFirst().allSatisfy { !$0 })
    }
}

extension TextBytesTests {
    /// A copy of an earlier part of the writing repeats its bytes, also when the first room is too small for it.
    @Test(arguments: [0, 1, 3, 8, 17])
    func copiesRepeatEarlierBytes(length: Int) {
        let piece = Self.piece(length)
        let text = TextBytes.text(room: 16) { text in
            text.append(literal: "[")
            let start = text.count
            text.append(piece)
            let end = text.count
            text.append(literal: "] [")
            text.appendCopy(of: start..<end)
            text.append(literal: "]")
        }
        #expect(text == "[\(piece)] [\(piece)]")
    }
}

extension TextBytesTests {
    /// Writing into an array's spare room keeps what the array held and adds exactly what was written, also when the
    /// first room is too small and the writing is done again.
    @Test(arguments: [0, 5, 16, 17, 100])
    func appendingKeepsWhatTheArrayHeld(length: Int) {
        var bytes: [UInt8] = Array("held\n".utf8)
        let piece = Self.piece(length)
        TextBytes.append(to: &bytes, room: 16) { text in
            text.append(piece)
            text.append(byte: UInt8(ascii: "\n"))
        }
        #expect(bytes == Array("held\n\(piece)\n".utf8))
    }
}
