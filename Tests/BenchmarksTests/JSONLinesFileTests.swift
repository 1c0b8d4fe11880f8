import BenchmarkKit
import Foundation
import Testing

/// A results file is only ever added to: created when missing, its earlier bytes kept, and a
/// last line without its newline given one so no two records share a line.
@Suite struct JSONLinesFileTests {
  private let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "benchmarks-lines-\(UUID().uuidString).jsonl"
  ).path

  private func contents() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func aMissingFileIsCreatedAndLaterRunsAppend() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try JSONLinesFile.append("{\"run\":1}\n", to: path)
    try JSONLinesFile.append("{\"run\":2}\n", to: path)
    #expect(try contents() == "{\"run\":1}\n{\"run\":2}\n")
  }

  @Test func bytesThatAreNotOursStayAndGetTheirNewline() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("someone else's notes".utf8).write(to: URL(fileURLWithPath: path))
    try JSONLinesFile.append("{\"run\":1}\n", to: path)
    #expect(try contents() == "someone else's notes\n{\"run\":1}\n")
  }

  @Test func aPathThatIsAFolderIsRefusedWithItsName() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let error = #expect(throws: JSONLinesFile.Failure.self) { try JSONLinesFile.append("{}\n", to: folder) }
    #expect(error?.description.contains(folder) == true)
  }
}
