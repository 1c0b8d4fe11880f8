import Foundation
import NewModuleKit
import Testing

/// Every reason the scaffold refuses, found before anything is written: a folder or file that
/// exists, a name already declared, an edit whose anchor is gone. Each is checked on the real
/// repository's texts, bent in memory to break one thing.
@Suite struct ScaffoldRefusalTests {
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
  }

  private func refusal(_ name: String, in repository: RepositoryTexts? = nil) throws -> ScaffoldError? {
    do {
      _ = try ScaffoldPlan.domain(try ModuleName(name), in: repository ?? texts)
      return nil
    } catch {
      return error
    }
  }

  @Test func anExistingModuleFolderIsRefused() throws {
    #expect(try refusal("Box") == .pathExists("Modules/Domains/Box"))
    #expect(try refusal("TakeOrder") == .pathExists("Modules/Features/TakeOrder"))
    #expect(try refusal("Journal") == .pathExists("Modules/Infrastructure/Journal"))
  }

  @Test func anExistingTestFolderOrGoldenFileIsRefused() throws {
    var bent = texts
    bent.paths.insert("Tests/ParcelTests")
    #expect(try refusal("Parcel", in: bent) == .pathExists("Tests/ParcelTests"))
    bent = texts
    bent.paths.insert("Tests/Fixtures/Golden/parcel-record.journal")
    #expect(try refusal("Parcel", in: bent) == .pathExists("Tests/Fixtures/Golden/parcel-record.journal"))
  }

  @Test func aNameDeclaredAsATypeAnywhereIsRefused() throws {
    #expect(try refusal("Title") == .nameTaken("Title", "Modules/Domains/Items/Title.swift"))
    #expect(
      try refusal("Title")?.description.hasPrefix("`Title` is already declared in Modules/Domains/Items/") == true)
    #expect(try refusal("Trip")?.description.hasPrefix("action namespace `trip.` is already declared") == true)
    #expect(try refusal("Packing").map { "\($0)" }?.contains("`PackingState`") != true, "PackingBox is not Packing")
    var bent = texts
    bent.sources["Modules/Domains/Items/Extra.swift"] = "public struct ParcelNote {}\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("ParcelNote", "Modules/Domains/Items/Extra.swift"))
  }

  @Test func anActionNamespaceOrStatePartInUseIsRefused() throws {
    #expect(
      try refusal("Trip") == .nameTaken("action namespace `trip.`", "Modules/Features/TakeOrder/TakeOrderWire.swift"))
    var bent = texts
    bent.sources["Modules/Domains/Items/Extra.swift"] = #"  public static let partName = "parcel""# + "\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("state part `parcel`", "Modules/Domains/Items/Extra.swift"))
  }

  @Test func aTargetOrAppCaseOrFieldInUseIsRefused() throws {
    var bent = texts
    bent.files["Package.swift"] = (bent.files["Package.swift"] ?? "") + #"// .target(name: "Parcel")"#
    #expect(try refusal("Parcel", in: bent) == .nameTaken("Parcel", "Package.swift"))
    bent = texts
    bent.files["Modules/Features/App/AppAction.swift"]? += "  case parcel(Never)\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("AppAction.parcel", "Modules/Features/App/AppAction.swift"))
    bent = texts
    bent.files["Modules/Features/App/AppState.swift"]? += "  var parcel = 0\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("AppState.parcel", "Modules/Features/App/AppState.swift"))
  }

  @Test(arguments: [
    ("Package.swift", "let domains = [", "the list `let domains = ["),
    ("CODEOWNERS", "/Modules/Domains/", "a `/Modules/Domains/…` line"),
    ("Modules/Features/App/AppAction.swift", "public enum AppAction", "`public enum AppAction`"),
    ("Modules/Features/App/AppAction.swift", "(let action): action.wireName", "action.wireName"),
    ("Modules/Features/App/AppState.swift", "public static let modules:", "`public static let modules`"),
    ("Modules/Features/App/AppState.swift", "public fileprivate(set) var", "state field"),
    ("Modules/Features/App/AppState.swift", "public enum Change", "`public enum Change`"),
    ("Modules/Features/App/AppState.swift", "static func apply(", "`public static func apply(`"),
    ("docs/PROTOCOL.md", "| `state.get` |", "`state.get` row"),
    ("docs/PROTOCOL.md", "`path?`: one of ", "`path?`: one of"),
  ])
  func aMissingAnchorIsRefusedNamingTheFileAndTheAnchor(file: String, removed: String, named: String) throws {
    var bent = texts
    bent.files[file] = bent.files[file]?.replacingOccurrences(of: removed, with: "<gone>")
    let error = try #require(try refusal("Parcel", in: bent))
    guard case .anchorNotFound(let where_, let anchor) = error else {
      Issue.record("refused with \(error)")
      return
    }
    #expect(where_ == file)
    #expect(anchor.contains(named), "\(anchor)")
  }

  @Test func anUnreadableEditedFileIsRefused() throws {
    var bent = texts
    bent.files["docs/PROTOCOL.md"] = nil
    #expect(try refusal("Parcel", in: bent) == .unreadable("docs/PROTOCOL.md"))
  }
}
