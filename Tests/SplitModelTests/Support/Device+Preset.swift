@testable import SplitModel

extension Device {
    /// The catalog's preset of that exact name; a name the catalog does not know stops the tests.
    static func preset(_ name: String) -> Device {
        guard case .found(let device) = DeviceCatalog.lookup(name) else { preconditionFailure("no preset \(name)") }
        return device
    }
}
