@testable import SplitShell

extension Response {
    /// What an `expect…` that holds answers: nothing printed, nothing changed, counted as a check.
    static var heldCheck: Response {
        var response = Response()
        response.isCheck = true
        return response
    }
}
