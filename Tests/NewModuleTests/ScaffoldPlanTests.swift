import NewModuleKit
import Testing

/// The plan for `Rating` made from the repository's real files: which files it writes, and that
/// each edit is exactly the lines the App, the manifest, CODEOWNERS and PROTOCOL.md need.
@Suite struct ScaffoldPlanTests {
  private let plan: ScaffoldPlan
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
    plan = try ScaffoldPlan.domain(try ModuleName("Rating"), in: texts)
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
        "Modules/Domains/Rating/README.md", "Modules/Domains/Rating/RatingAction.swift",
        "Modules/Domains/Rating/RatingError.swift", "Modules/Domains/Rating/RatingNote.swift",
        "Modules/Domains/Rating/RatingEntry.swift", "Modules/Domains/Rating/RatingState.swift",
        "Modules/Domains/Rating/RatingState+Stored.swift", "Modules/Domains/Rating/RatingWire.swift",
        "Tests/RatingTests/Fixtures.swift", "Tests/RatingTests/RatingStateTests.swift",
        "Tests/RatingTests/RatingStateRandomizedTests.swift", "Tests/Fixtures/Golden/rating-record.session.jsonl",
      ])
    #expect(plan.createdFolders == ["Modules/Domains/Rating", "Tests/RatingTests", "Tests/Fixtures/Golden"])
    #expect(plan.edited.map(\.path) == RepositoryTexts.editedPaths)
    for file in plan.created { #expect(file.text.hasSuffix("\n") && !file.text.hasSuffix("\n\n"), "\(file.path)") }
    #expect(
      plan.text("Modules/Domains/Rating/RatingAction.swift")?.contains("case record(id: ID<RatingEntry>, note: String)")
        == true)
    #expect(plan.text("Modules/Domains/Rating/RatingState+Stored.swift")?.contains(#"partName = "rating""#) == true)
  }

  @Test func theManifestGetsBothTargetsInTheDomainsSectionAndTheAppsThatListEveryDomain() throws {
    let manifest = lines("Package.swift")
    let domains = try #require(manifest.firstIndex { $0.contains("// MARK: - Domains") })
    let features = try #require(manifest.firstIndex { $0.contains("// MARK: - Features") })
    let target = try #require(manifest.firstIndex { $0.contains(#"path: "Modules/Domains/Rating""#) })
    let tests = try #require(manifest.firstIndex { $0.contains(#"path: "Tests/RatingTests""#) })
    #expect(domains < target && target + 1 == tests && tests < features)
    #expect(manifest[tests + 1].allSatisfy { $0 == " " }, "the section's blank line stays after it")
    #expect(manifest[target].contains(#"dependencies: ["UDF"]"#))
    #expect(manifest[tests].contains(#"dependencies: ["Rating", "UDF", "UDFTesting"]"#))
    // "Rating" joins exactly the App, AppTests and HeadlessTests (they list every domain), after "Box".
    let added = added("Package.swift").filter { !$0.contains("Domains/Rating") && !$0.contains("Tests/RatingTests") }
    #expect(added.filter { $0.contains(#""Box", "Rating""#) }.count == 3, "\(added)")
    #expect(!manifest.contains { $0.contains("Tools/Benchmarks") && $0.contains("Rating") })
    let text = plan.text("Package.swift") ?? ""
    #expect(
      !text.contains(
        #"name: "benchmarks", dependencies: ["UDF", "App", "HeadlessKit", "JSON", "Journal", "Items", "ItemsList", "User", "Rating""#
      ))
    for line in manifest { #expect(line.count <= 120, "\(line)") }
  }

  @Test func codeOwnersGetsTheTeamForBothFoldersAlignedAfterTheLastDomain() throws {
    let owners = lines("CODEOWNERS")
    let module = try #require(owners.firstIndex { $0.hasPrefix("/Modules/Domains/Rating/") })
    let tests = try #require(owners.firstIndex { $0.hasPrefix("/Tests/RatingTests/") })
    #expect(owners[module - 1].hasPrefix("/Modules/Domains/Box/"))
    #expect(owners[tests - 1].hasPrefix("/Tests/BoxTests/"))
    for (line, neighbour) in [(owners[module], owners[module - 1]), (owners[tests], owners[tests - 1])] {
      #expect(line.hasSuffix(" @superapp/rating-team"))
      #expect(
        line.firstIndex(of: "@").map { line.distance(from: line.startIndex, to: $0) }
          == neighbour.firstIndex(of: "@").map { neighbour.distance(from: neighbour.startIndex, to: $0) })
    }
    #expect(added("CODEOWNERS").count == 2)
  }

  @Test func theAppGetsItsCaseSwitchLinesFieldRegistrationChangeAndRoutes() {
    #expect(
      added("Modules/Features/App/AppAction.swift") == [
        "import Rating", "  /// A Rating domain action (`rating.record`).", "  case rating(RatingAction)",
        "    case .rating(let action): action.wireName", "    case .rating(let action): action.write(to: &writer)",
      ])
    #expect(
      added("Modules/Features/App/AppState.swift") == [
        "import Rating", "  /// The rating entries.", "  public fileprivate(set) var rating = RatingState()",
        #"    ModuleRegistration("rating", RatingAction.self, AppAction.rating, state: \.rating),"#,
        "    /// The Rating domain's change.", "    case rating(RatingState.Change)",
        "    case .rating(let action):", "      return .rating(try RatingState.check(action, in: state.rating))",
        "    case .rating(let change):",
        "      reduction.embed(AppAction.rating) { RatingState.apply(change, to: &state.rating, &$0) }",
      ])
    let imports = lines("Modules/Features/App/AppState.swift").filter { $0.hasPrefix("import ") }
    #expect(imports == imports.sorted())
  }

  @Test func protocolMdGetsARowForTheActionAndThePartInStateGet() throws {
    let table = lines("docs/PROTOCOL.md")
    let row = try #require(table.firstIndex { $0.hasPrefix("| `rating.record` | `id?`, `note` |") })
    #expect(table[row + 1].hasPrefix("| `state.get` |") && table[row + 1].contains(", `rating` |"))
    #expect(added("docs/PROTOCOL.md").count == 2)
  }

  @Test func everyLineOfTheLongestNameFitsTheFormatsLineLength() throws {
    let name = "Rating" + String(repeating: "Long", count: 4) + "Xy"
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
