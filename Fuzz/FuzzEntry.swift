/// libFuzzer's entry point: the input bytes are a script, run as `splitnav` would run it from a pipe, then checked
/// against the shell's invariants. Any trap is a finding. Built by `scripts/fuzz`, never by SwiftPM.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzReader.check(bytes)
    let script = FuzzScript(bytes: bytes)
    script.runThroughRunner()
    if FuzzScript.checksInvariants { script.runThroughSessionCheckingInvariants() }
    return 0
}
