import Testing
import LineEditing

/// libedit is loaded when a line editor starts, by the first of its names that has every function the editor calls.
@Suite struct LibraryLoadingTests {
    @Test func theInstalledLibraryLoads() {
        #expect(EditLineReader.libraryProblem() == nil)
    }

    @Test func aMissingLibraryIsNamedInTheProblem() throws {
        let problem = try #require(EditLineReader.libraryProblem(names: ["libedit-missing.so.9"]))
        #expect(problem.contains("libedit-missing.so.9"))
    }

    @Test func aLaterNameServesWhenTheFirstIsMissing() {
        #expect(EditLineReader.libraryProblem(names: ["libedit-missing.so.9"] + EditLineReader.libraryNames) == nil)
    }

    /// The C maths library loads, but has none of libedit's functions: the first one looked up is named.
    @Test func aLibraryWithoutTheFunctionsIsRefused() throws {
        let problem = try #require(EditLineReader.libraryProblem(names: ["libm.so.6"]))
        #expect(problem.contains("el_init"))
    }

    /// The first name's problem is the one told, when no name serves.
    @Test func theFirstProblemIsTold() throws {
        let problem = try #require(EditLineReader.libraryProblem(names: ["libedit-missing.so.9", "libm.so.6"]))
        #expect(problem.contains("libedit-missing.so.9"))
        #expect(!problem.contains("el_init"))
    }
}
