import Foundation
import NewModuleKit
import Testing

/// Every reason the scaffold refuses, found before anything is written: a folder or file that
/// exists, a name or part already declared, an edit whose anchor is gone. Each is checked on the
/// real repository's texts, bent in memory to break one thing.
@Suite struct ScaffoldRefusalTests {
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
  }

  private func refusal(_ name: String, part: String? = nil, in repository: RepositoryTexts? = nil) throws
    -> ScaffoldError?
  {
    do {
      _ = try ScaffoldPlan.domain(try ModuleName(name), part: part, in: repository ?? texts)
      return nil
    } catch {
      return error
    }
  }

  @Test func anExistingModuleFolderIsRefused() throws {
    for module in texts.modules {
      let folder = "Modules/\(module.isDomain ? "Domains" : "Features")/\(module.name)"
      #expect(try refusal(module.name) == .pathExists(folder))
    }
    #expect(try refusal("Journal") == .pathExists("Modules/Infrastructure/Journal"))
  }

  @Test func anExistingTestFolderOrGoldenFileIsRefused() throws {
    var bent = texts
    bent.paths.insert("Tests/ParcelTests")
    #expect(try refusal("Parcel", in: bent) == .pathExists("Tests/ParcelTests"))
    for file in ["parcel-record.session.jsonl", "parcel-record.journal", "parcel-record.state.json"] {
      bent = texts
      bent.paths.insert("Tests/Fixtures/Golden/\(file)")
      #expect(try refusal("Parcel", in: bent) == .pathExists("Tests/Fixtures/Golden/\(file)"))
    }
  }

  @Test func aNameDeclaredAsATypeAnywhereIsRefused() throws {
    #expect(try refusal("Title") == .nameTaken("Title", "Modules/Domains/Items/Title.swift"))
    #expect(
      try refusal("Title")?.description.hasPrefix("`Title` is already declared in Modules/Domains/Items/") == true)
    #expect(try refusal("Packing").map { "\($0)" }?.contains("`PackingsState`") != true, "PackingBox is not Packing")
    var bent = texts
    bent.sources["Modules/Domains/Items/Extra.swift"] = "public struct ParcelNote {}\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("ParcelNote", "Modules/Domains/Items/Extra.swift"))
    bent.sources["Modules/Domains/Items/Extra.swift"] = "public enum ParcelsState {}\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("ParcelsState", "Modules/Domains/Items/Extra.swift"))
  }

  /// Derived from the modules there are: each namespace a module owns refuses a new module of
  /// that name, naming the owner's `module.json`; a string of that namespace elsewhere does not.
  @Test func anActionNamespaceAModuleOwnsIsRefused() throws {
    var checked = 0
    for module in texts.modules {
      let file = "Modules/\(module.isDomain ? "Domains" : "Features")/\(module.name)/module.json"
      for prefix in module.prefixes {
        let namespace = String(prefix.prefix { $0 != "." })
        let name = namespace.prefix(1).uppercased() + namespace.dropFirst()
        guard !texts.modules.contains(where: { $0.name == name }), try ModuleName(name).lowerCamel == namespace
        else { continue }
        let owner = texts.modules.first { $0.ownsNames(in: namespace) }
        let ownerFile = owner.map { "Modules/\($0.isDomain ? "Domains" : "Features")/\($0.name)/module.json" }
        #expect(try refusal(name) == .nameTaken("action namespace `\(namespace).`", ownerFile ?? file), "\(prefix)")
        checked += 1
      }
    }
    #expect(checked > 0, "no module owns a namespace a new module could be named after")
    var bent = texts
    bent.sources["Modules/Domains/Items/Extra.swift"] = #"let name = "parcel.register""# + "\n"
    #expect(try refusal("Parcelx", in: bent) == nil, "a string is not a claim")
  }

  @Test func aPartOrFieldInUseIsRefusedAndAFreeOneAccepted() throws {
    for module in texts.modules {
      guard let field = module.field else { continue }
      let file = "Modules/\(module.isDomain ? "Domains" : "Features")/\(module.name)/module.json"
      #expect(try refusal("Parcel", part: field) == .nameTaken("state part `\(field)`", file))
    }
    #expect(try refusal("Parcel", part: "parcelQueue") == nil)
    var bent = texts
    bent.sources["Modules/Domains/Items/Extra.swift"] = #"  public static let partName = "parcels""# + "\n"
    #expect(try refusal("Parcel", in: bent) == .nameTaken("state part `parcels`", "Modules/Domains/Items/Extra.swift"))
  }

  @Test func aTargetOrAppCaseInUseIsRefused() throws {
    var bent = texts
    bent.files["Package.swift"] = (bent.files["Package.swift"] ?? "") + #"// .target(name: "Parcel")"#
    #expect(try refusal("Parcel", in: bent) == .nameTaken("Parcel", "Package.swift"))
    bent = texts
    bent.files["Modules/Features/Parcel/module.json"] = #"{ "actions": "ParcelsAction" }"#
    #expect(try refusal("Parcel", in: bent) == .nameTaken("App case `parcel`", "Modules/Features/Parcel/module.json"))
  }

  @Test(arguments: [
    ("Package.swift", "let domains = [", "the list `let domains = ["),
    ("CODEOWNERS", "/Modules/Domains/", "a `/Modules/Domains/…` line"),
    ("CODEOWNERS", "/Tests/", "a `/Tests/…` line"),
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

  @Test func aFeatureNeedsTheListOfFeatures() throws {
    var bent = texts
    bent.files["Package.swift"] = bent.files["Package.swift"]?.replacingOccurrences(
      of: "let features = [", with: "<gone>")
    let domain = try #require(texts.modules.first { $0.isDomain })
    #expect(throws: ScaffoldError.self) {
      try ScaffoldPlan.feature(try ModuleName("Deliver"), mediating: [domain.name], in: bent)
    }
  }

  @Test func anUnreadableEditedFileIsRefused() throws {
    var bent = texts
    bent.files["CODEOWNERS"] = nil
    #expect(try refusal("Parcel", in: bent) == .unreadable("CODEOWNERS"))
  }
}
