import Foundation
import Testing

/// A real SVG renderer (`rsvg-convert`, Debian's librsvg2-bin) and a real decoder (ImageMagick), found on this machine,
/// so the picture tests read back the pixels a viewer would show. `scripts/install-deps` installs both.
struct PictureRenderer {
    let rsvg: String
    let magick: String

    /// An RGB picture read back from a PNG.
    struct Pixels {
        let width: Int
        let height: Int
        let bytes: [UInt8]

        func colour(x: Int, y: Int) -> RGB? {
            guard x >= 0, y >= 0, x < width, y < height else { return nil }
            let at = (y * width + x) * 3
            return RGB(Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2]))
        }
    }

    /// The renderer and the decoder, or what is missing. ImageMagick is looked for by path, not on PATH: a `convert`
    /// earlier on PATH may be something else (a stand-in that decodes PNGs only); `-version` must name ImageMagick.
    static let found: Result<PictureRenderer, Missing> = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        let rsvg = path.map { $0 + "/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let candidates = path.map { $0 + "/magick" } + ["/usr/bin/convert", "/usr/bin/convert-im6.q16", "/usr/bin/convert-im7.q16"]
        let magick = candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && ((try? run(candidate, ["-version"]))?.text.contains("ImageMagick") ?? false)
        }
        guard let rsvg, let magick else {
            return .failure(Missing(names: [rsvg == nil ? "rsvg-convert (librsvg2-bin)" : nil, magick == nil ? "ImageMagick" : nil]
                .compactMap { $0 }))
        }
        return .success(PictureRenderer(rsvg: rsvg, magick: magick))
    }()

    struct Missing: Error {
        let names: [String]
    }

    /// The renderer, or nil after failing the test (under CI=true) or printing why it is skipped (elsewhere).
    static func available() -> PictureRenderer? {
        available(found, underCI: ProcessInfo.processInfo.environment["CI"] == "true")
    }

    static func available(_ found: Result<PictureRenderer, Missing>, underCI: Bool) -> PictureRenderer? {
        switch found {
        case .success(let renderer): return renderer
        case .failure(let missing):
            let message = "\(missing.names.joined(separator: " and ")) not installed: run scripts/install-deps"
            if underCI {
                Issue.record("\(message) (CI=true: the picture tests must run)")
            } else {
                print("skipping the rendered picture checks: \(message)")
            }
            return nil
        }
    }

    /// Renders the SVG to a PNG with rsvg-convert and reads the PNG's pixels back with ImageMagick.
    func render(_ svg: String) throws -> Pixels {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("picture.svg"), png = directory.appendingPathComponent("picture.png")
        try svg.write(to: source, atomically: true, encoding: .utf8)
        let rendered = try Self.run(rsvg, [source.path, "-o", png.path])
        guard rendered.status == 0 else { throw Failure(what: "rsvg-convert failed: \(rendered.text)") }
        let decoded = try Self.run(magick, [png.path, "-alpha", "off", "-depth", "8", "ppm:-"])
        guard decoded.status == 0 else { throw Failure(what: "ImageMagick failed: \(decoded.text)") }
        return try Self.ppm(decoded.data)
    }

    struct Failure: Error, CustomStringConvertible {
        let what: String
        var description: String { what }
    }

    /// A binary PPM (P6, 8 bits): its header's three numbers, then the RGB bytes.
    static func ppm(_ data: Data) throws -> Pixels {
        let bytes = [UInt8](data)
        var fields: [Int] = [], at = 2
        guard bytes.starts(with: Array("P6".utf8)) else { throw Failure(what: "not a PPM") }
        while fields.count < 3 {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0a || bytes[at] == 0x0d || bytes[at] == 0x09 { at += 1 }
            var number = 0
            while at < bytes.count, (0x30...0x39).contains(bytes[at]) {
                number = number * 10 + Int(bytes[at] - 0x30)
                at += 1
            }
            fields.append(number)
        }
        at += 1
        guard fields[2] == 255, bytes.count - at == fields[0] * fields[1] * 3 else { throw Failure(what: "unexpected PPM \(fields)") }
        return Pixels(width: fields[0], height: fields[1], bytes: Array(bytes[at...]))
    }

    private static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, data: Data, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data, String(decoding: data.prefix(4000) + messages, as: UTF8.self))
    }
}

/// A colour, compared with a tolerance (antialiasing and rounding move a channel by a few units).
struct RGB: Equatable, CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// `#4c8bf5`.
    init(hex: String) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        self.init(value >> 16 & 255, value >> 8 & 255, value & 255)
    }

    /// Under black at an opacity (the dimming view's shade).
    func shaded(_ opacity: Double) -> RGB {
        func channel(_ value: Int) -> Int { Int((Double(value) * (1 - opacity)).rounded()) }
        return RGB(channel(red), channel(green), channel(blue))
    }

    /// Over white at an opacity (a parked column's tint).
    func tint(_ opacity: Double) -> RGB {
        func channel(_ value: Int) -> Int { Int((255 - (255 - Double(value)) * opacity).rounded()) }
        return RGB(channel(red), channel(green), channel(blue))
    }

    func isClose(to other: RGB, within tolerance: Int = 8) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    var description: String { "rgb(\(red),\(green),\(blue))" }
}
