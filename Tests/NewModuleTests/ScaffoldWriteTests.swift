import Foundation
import NewModuleKit
import Testing

/// Writing a plan: every file lands, and a write that fails part-way puts everything back (no half
/// scaffold). Runs in a temporary copy of the files the scaffold edits, never in the repository.
@Suite struct ScaffoldWriteTests {
  /// A temporary folder holding the edited files of the real repository (and the folders they sit in).
  private func temporaryRepository(dropping dropped: String? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("new-module-\(UUID().uuidString)")
    for path in RepositoryTexts.editedPaths where path != dropped {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: RepositoryFixture.root.appendingPathComponent(path)).write(to: url)
    }
    for folder in ["Modules/Domains", "Tests/Fixtures/Golden"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return root
  }

  private func read(_ root: URL, _ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func aPlanWritesEveryNewFileAndEveryEdit() throws {
    let root = try temporaryRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = try RepositoryFixture.plan("Parcel")
    try plan.write(root: root)
    for file in plan.created + plan.edited { #expect(read(root, file.path) == file.text, "\(file.path)") }
    #expect(throws: ScaffoldError.pathExists("Modules/Domains/Parcel")) {
      try ScaffoldPlan.domain(try ModuleName("Parcel"), in: try RepositoryTexts.load(root: root))
    }
  }

  @Test func aWriteThatFailsPartWayRemovesWhatItMadeAndRestoresTheEdits() throws {
    // docs/ is missing, so the last edit (docs/PROTOCOL.md) cannot be written.
    let root = try temporaryRepository(dropping: "docs/PROTOCOL.md")
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = try RepositoryFixture.plan("Parcel")
    #expect(plan.edited.last?.path == "docs/PROTOCOL.md")
    #expect(throws: ScaffoldError.self) { try plan.write(root: root) }
    for path in RepositoryTexts.editedPaths where path != "docs/PROTOCOL.md" {
      #expect(read(root, path) == plan.originals[path], "\(path) was not restored")
    }
    for file in plan.created { #expect(read(root, file.path) == nil, "\(file.path) was left behind") }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Modules/Domains/Parcel").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/ParcelTests").path))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/Fixtures/Golden").path))
  }
}
