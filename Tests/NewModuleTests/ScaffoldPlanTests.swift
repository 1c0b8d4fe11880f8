import Foundation
import NewModuleKit
import Testing

/// The plan for `Parcel` made from the repository's real files: which files it writes, and that
/// each edit is exactly the lines the App, the manifest, CODEOWNERS and PROTOCOL.md need.
@Suite struct ScaffoldPlanTests {
  private let plan: ScaffoldPlan
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
    plan = try ScaffoldPlan.domain(try ModuleName("Parcel"), in: texts)
  }

  private func lines(_ path: String) -> [String] {
    (plan.text(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The lines the edit of `path` added (the new text's lines not in the original, in order).
  private func added(_ path: String) -> [String] {
    var original = (texts.files[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines(path).filter { line in
      guard let position = original.firstIndex(of: line) else { return true }
      original.remove(at: position)
      return false
    }
  }

  @Test func itWritesTheModuleItsTestsAndItsGoldenSession() {
    #expect(
      plan.created.map(\.path) == [
        "Modules/Domains/Parcel/README.md", "Modules/Domains/Parcel/ParcelAction.swift",
        "Modules/Domains/Parcel/ParcelError.swift", "Modules/Domains/Parcel/ParcelNote.swift",
        "Modules/Domains/Parcel/ParcelEntry.swift", "Modules/Domains/Parcel/ParcelState.swift",
        "Modules/Domains/Parcel/ParcelState+Stored.swift", "Modules/Domains/Parcel/ParcelWire.swift",
        "Tests/ParcelTests/Fixtures.swift", "Tests/ParcelTests/ParcelStateTests.swift",
        "Tests/ParcelTests/ParcelStateRandomizedTests.swift", "Tests/Fixtures/Golden/parcel-record.session.jsonl",
      ])
    #expect(plan.createdFolders == ["Modules/Domains/Parcel", "Tests/ParcelTests", "Tests/Fixtures/Golden"])
    #expect(plan.edited.map(\.path) == RepositoryTexts.editedPaths)
    for file in plan.created { #expect(file.text.hasSuffix("\n") && !file.text.hasSuffix("\n\n"), "\(file.path)") }
    #expect(
      plan.text("Modules/Domains/Parcel/ParcelAction.swift")?.contains("case record(id: ID<ParcelEntry>, note: String)")
        == true)
    #expect(plan.text("Modules/Domains/Parcel/ParcelState+Stored.swift")?.contains(#"partName = "parcel""#) == true)
  }

  @Test func theManifestGetsTheNameAtTheEndOfItsListOfDomainsAndNothingElse() throws {
    // The manifest declares the module, its tests and its place in the App's dependencies from
    // that list (`domain(_:)`, `everyDomain`), so the one added line is the list.
    let list = try #require(lines("Package.swift").first { $0.hasPrefix("let domains = [") })
    #expect(list.hasSuffix(#", "Rating", "Parcel"]"#), "\(list)")
    #expect(added("Package.swift") == [list])
    let original = (texts.files["Package.swift"] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines("Package.swift").count == original.count, "the list's line is replaced, no line is added")
  }

  @Test func aListOfDomainsTheNameMakesTooLongIsBrokenAsTheFormatWants() throws {
    var long = texts
    let names = (1...12).map { "\"Domain\($0)\"" }.joined(separator: ", ")
    long.files["Package.swift"] = long.files["Package.swift"]?
      .replacingOccurrences(of: #"let domains = ["User", "#, with: "let domains = [\(names), \"User\", ")
    let manifest = try #require(try ScaffoldPlan.domain(try ModuleName("Parcel"), in: long).text("Package.swift"))
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0 == "let domains = [" })
    let end = try #require(lines[start...].firstIndex { $0 == "]" })
    let body = lines[(start + 1)..<end]
    #expect(body.count == 2, "\(body)")
    for line in body { #expect(line.hasPrefix("  \"") && line.hasSuffix(",") && line.count <= 120, "\(line)") }
    let listed = body.joined().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    #expect(listed.first == #""Domain1""# && listed.suffix(2) == [#""Rating""#, #""Parcel""#], "\(listed)")
  }

  @Test func codeOwnersGetsTheTeamForBothFoldersAlignedAfterTheLastDomain() throws {
    let owners = lines("CODEOWNERS")
    let module = try #require(owners.firstIndex { $0.hasPrefix("/Modules/Domains/Parcel/") })
    let tests = try #require(owners.firstIndex { $0.hasPrefix("/Tests/ParcelTests/") })
    #expect(owners[module - 1].hasPrefix("/Modules/Domains/"), "after the last domain")
    #expect(!owners[module + 1].hasPrefix("/Modules/Domains/"), "after the last domain")
    #expect(owners[tests - 1].hasPrefix("/Tests/") && !owners[tests - 1].hasPrefix("/Tests/TakeOrderTests/"))
    for (line, neighbour) in [(owners[module], owners[module - 1]), (owners[tests], owners[tests - 1])] {
      #expect(line.hasSuffix(" @superapp/parcel-team"))
      #expect(
        line.firstIndex(of: "@").map { line.distance(from: line.startIndex, to: $0) }
          == neighbour.firstIndex(of: "@").map { neighbour.distance(from: neighbour.startIndex, to: $0) })
    }
    #expect(added("CODEOWNERS").count == 2)
  }

  @Test func theAppGetsItsCaseSwitchLinesFieldRegistrationChangeAndRoutes() {
    #expect(
      added("Modules/Features/App/AppAction.swift") == [
        "import Parcel", "  /// A Parcel domain action (`parcel.record`).", "  case parcel(ParcelAction)",
        "    case .parcel(let action): action.wireName", "    case .parcel(let action): action.write(to: &writer)",
      ])
    #expect(
      added("Modules/Features/App/AppState.swift") == [
        "import Parcel", "  /// The parcel entries.", "  public fileprivate(set) var parcel = ParcelState()",
        #"    ModuleRegistration("parcel", ParcelAction.self, AppAction.parcel, state: \.parcel),"#,
        "    /// The Parcel domain's change.", "    case parcel(ParcelState.Change)",
        "    case .parcel(let action):", "      return .parcel(try ParcelState.check(action, in: state.parcel))",
        "    case .parcel(let change):",
        "      reduction.embed(AppAction.parcel) { ParcelState.apply(change, to: &state.parcel, &$0) }",
      ])
    let imports = lines("Modules/Features/App/AppState.swift").filter { $0.hasPrefix("import ") }
    #expect(imports == imports.sorted())
  }

  @Test func protocolMdGetsARowForTheActionAndThePartInStateGet() throws {
    let table = lines("docs/PROTOCOL.md")
    let row = try #require(table.firstIndex { $0.hasPrefix("| `parcel.record` | `id?`, `note` |") })
    #expect(table[row + 1].hasPrefix("| `state.get` |") && table[row + 1].contains(", `parcel` |"))
    #expect(added("docs/PROTOCOL.md").count == 2)
  }

  @Test func everyLineOfTheLongestNameFitsTheFormatsLineLength() throws {
    let name = "Parcel" + String(repeating: "Long", count: 4) + "Xy"
    let long = try ScaffoldPlan.domain(try ModuleName(name), in: texts)
    for file in long.created + long.edited where !file.path.hasSuffix(".md") && !file.path.hasSuffix(".jsonl") {
      for line in file.text.split(separator: "\n") where line.count > 120 && !line.contains("\"\"\"") {
        if file.path == "Modules/Features/App/AppState.swift" || file.path == "CODEOWNERS",
          texts.files[file.path]?.contains(line) == true
        {
          continue
        }
        Issue.record("\(file.path): \(line.count) characters: \(line)")
      }
    }
  }
}
