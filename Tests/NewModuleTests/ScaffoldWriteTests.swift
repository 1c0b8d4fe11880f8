import Foundation
import NewModuleKit
import Testing

/// Writing a plan: every file lands, and a write that fails part-way puts everything back (no half
/// scaffold). Runs in a temporary copy of the files the scaffold edits, never in the repository.
@Suite struct ScaffoldWriteTests {
  /// A temporary folder holding the edited files and the templates of the real repository and the
  /// folders a module goes in; `blocking` is made a folder (with a file in it) where an edited file
  /// should be.
  private func temporaryRepository(blocking blocked: String? = nil) throws -> URL {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("new-module-\(UUID().uuidString)")
    for folder in ["Modules/Domains", "Tests/Fixtures/Golden"] {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try manager.createDirectory(at: root.appendingPathComponent("Tools/NewModule"), withIntermediateDirectories: true)
    try manager.copyItem(
      at: RepositoryFixture.root.appendingPathComponent(ModuleTemplate.folder),
      to: root.appendingPathComponent(ModuleTemplate.folder))
    for path in RepositoryTexts.editedPaths {
      let url = root.appendingPathComponent(path)
      if path == blocked {
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url.appendingPathComponent("inside"))
      } else {
        try Data(contentsOf: RepositoryFixture.root.appendingPathComponent(path)).write(to: url)
      }
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
    // CODEOWNERS is a folder, so the last edit cannot be written.
    let root = try temporaryRepository(blocking: "CODEOWNERS")
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = try RepositoryFixture.plan("Parcel")
    #expect(plan.edited.last?.path == "CODEOWNERS")
    #expect(throws: ScaffoldError.self) { try plan.write(root: root) }
    #expect(read(root, "Package.swift") == plan.originals["Package.swift"], "Package.swift was not restored")
    for file in plan.created { #expect(read(root, file.path) == nil, "\(file.path) was left behind") }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Modules/Domains/Parcel").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/ParcelTests").path))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/Fixtures/Golden").path))
    #expect(read(root, "CODEOWNERS/inside") == "x")
  }
}
