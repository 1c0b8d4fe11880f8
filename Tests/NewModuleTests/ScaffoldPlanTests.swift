import Foundation
import NewModuleKit
import Testing

/// The plan for the domain `Parcel` made from the repository's real files: which files it writes,
/// and that its only edits are its one line in Package.swift's `domains` and its two CODEOWNERS
/// lines, each at its sorted place (expectations computed from the texts, whichever modules exist).
@Suite struct ScaffoldPlanTests {
  private let plan: ScaffoldPlan
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
    plan = try ScaffoldPlan.domain(try ModuleName("Parcel"), in: texts)
  }

  @Test func itWritesTheModuleItsTestsAndItsGoldenSession() {
    #expect(
      plan.created.map(\.path) == [
        "Modules/Domains/Parcel/README.md", "Modules/Domains/Parcel/module.json",
        "Modules/Domains/Parcel/ParcelAction.swift", "Modules/Domains/Parcel/ParcelError.swift",
        "Modules/Domains/Parcel/ParcelNote.swift", "Modules/Domains/Parcel/ParcelEntry.swift",
        "Modules/Domains/Parcel/ParcelsState.swift", "Modules/Domains/Parcel/ParcelsState+Stored.swift",
        "Modules/Domains/Parcel/ParcelWire.swift", "Tests/ParcelTests/Fixtures.swift",
        "Tests/ParcelTests/ParcelsStateTests.swift", "Tests/ParcelTests/ParcelsStateRandomizedTests.swift",
        "Tests/Fixtures/Golden/parcel-record.session.jsonl",
      ])
    #expect(plan.createdFolders == ["Modules/Domains/Parcel", "Tests/ParcelTests", "Tests/Fixtures/Golden"])
    #expect(plan.goldenSession == "Tests/Fixtures/Golden/parcel-record.session.jsonl")
    for file in plan.created { #expect(file.text.hasSuffix("\n") && !file.text.hasSuffix("\n\n"), "\(file.path)") }
    #expect(
      plan.text("Modules/Domains/Parcel/ParcelAction.swift")?.contains("case record(id: ID<ParcelEntry>, note: String)")
        == true)
    #expect(plan.text("Modules/Domains/Parcel/ParcelsState+Stored.swift")?.contains(#"partName = "parcels""#) == true)
  }

  @Test func itsModuleFileNamesItsActionsStateAndPluralField() {
    #expect(
      plan.text("Modules/Domains/Parcel/module.json")
        == #"{ "actions": "ParcelAction", "prefixes": ["parcel."], "state": { "type": "ParcelsState", "field": "parcels" } }"#
        + "\n")
  }

  @Test func theExampleActionSaysPlainlyItIsTheOneToReplace() throws {
    let action = try #require(plan.text("Modules/Domains/Parcel/ParcelAction.swift"))
    #expect(action.contains("The example action `new-module` wrote, to replace with the domain's own"))
    let readme = try #require(plan.text("Modules/Domains/Parcel/README.md"))
    #expect(readme.contains("`parcel.record` is an example: replace it"))
  }

  @Test func theReadmeHasTheActionsTableAsProtocolMdWritesIt() throws {
    let readme = plan.lines("Modules/Domains/Parcel/README.md")
    let header = try #require(readme.firstIndex(of: "| action | fields | effect on state |"))
    #expect(readme[header + 1] == "|---|---|---|")
    #expect(readme[header + 2].hasPrefix("| `parcel.record` | `id?`, `note` | the example action, to replace"))
    #expect(readme[header + 2].hasSuffix(" |"))
  }

  @Test func itEditsOnlyPackageSwiftAndCodeOwners() {
    #expect(plan.edited.map(\.path) == ["Package.swift", "CODEOWNERS"])
    #expect(plan.edited.map(\.path) == RepositoryTexts.editedPaths)
    #expect(!plan.created.contains { $0.path.hasPrefix("Modules/CompositionRoot/App/") || $0.path.hasPrefix("docs/") })
  }

  @Test func theManifestGetsOneLineAtItsSortedPlaceInTheDomains() throws {
    let original = try #require(texts.files["Package.swift"])
    let manifest = try #require(plan.text("Package.swift"))
    #expect(addedLines(original, manifest) == [#"  "Parcel","#])
    let before = manifestEntries(original, list: "let domains = [")
    let after = manifestEntries(manifest, list: "let domains = [")
    #expect(after.count == before.count + 1)
    let position = try #require(after.firstIndex(of: #""Parcel","#))
    #expect(after[..<position].allSatisfy { $0 < #""Parcel","# }, "\(after)")
    #expect(after[(position + 1)...].allSatisfy { $0 > #""Parcel","# }, "\(after)")
    if before == before.sorted() { #expect(after == after.sorted()) }
  }

  @Test(arguments: ["Aardvark", "Zebra"])
  func aNameSortedFirstOrLastLandsFirstOrLast(name: String) throws {
    let manifest = try #require(try RepositoryFixture.plan(name).text("Package.swift"))
    let after = manifestEntries(manifest, list: "let domains = [")
    #expect((name == "Zebra" ? after.last : after.first) == "\"\(name)\",", "\(after)")
  }

  @Test func codeOwnersGetTheTeamForItsFoldersAndGoldensEachAtItsSortedPlaceAligned() throws {
    let original = try #require(texts.files["CODEOWNERS"])
    let owners = try #require(plan.text("CODEOWNERS"))
    #expect(addedLines(original, owners).count == 3)
    for (prefix, path) in [
      ("/Modules/Domains/", "/Modules/Domains/Parcel/"), ("/Tests/", "/Tests/ParcelTests/"),
      ("/Tests/Fixtures/Golden/", "/Tests/Fixtures/Golden/parcel-*"),
    ] {
      let block = lines(of: owners, startingWith: prefix)
      let paths = block.map { String($0.prefix { $0 != " " }) }
      let position = try #require(paths.firstIndex(of: path))
      #expect(paths[..<position].allSatisfy { $0 < path }, "\(paths)")
      #expect(paths[(position + 1)...].allSatisfy { $0 > path }, "\(paths)")
      let before = lines(of: original, startingWith: prefix).map { String($0.prefix { $0 != " " }) }
      if before == before.sorted() { #expect(paths == paths.sorted()) }
      let line = block[position]
      #expect(line.hasSuffix(" @superapp/parcel-team"))
      let neighbour = block[position == 0 ? 1 : position - 1]
      #expect(
        line.firstIndex(of: "@")?.utf16Offset(in: line) == neighbour.firstIndex(of: "@")?.utf16Offset(in: neighbour))
    }
  }

  @Test func aPartAskedForNamesTheStateItsFileAndTheModuleFile() throws {
    let plan = try ScaffoldPlan.domain(try ModuleName("Parcel"), part: "shipments", in: texts)
    #expect(plan.created.map(\.path).contains("Modules/Domains/Parcel/ShipmentsState.swift"))
    #expect(
      plan.text("Modules/Domains/Parcel/module.json")?.contains(#""type": "ShipmentsState", "field": "shipments""#)
        == true)
    #expect(
      plan.text("Modules/Domains/Parcel/ShipmentsState+Stored.swift")?.contains(#"partName = "shipments""#) == true)
  }

  @Test func everyLineOfTheLongestNameFitsTheFormatsLineLength() throws {
    let name = "Parcel" + String(repeating: "Long", count: 4) + "Xy"
    let long = try ScaffoldPlan.domain(try ModuleName(name), in: texts)
    for file in long.created where file.path.hasSuffix(".swift") {
      for line in file.text.split(separator: "\n") where line.count > 120 && !line.contains("\"\"\"") {
        Issue.record("\(file.path): \(line.count) characters: \(line)")
      }
    }
  }
}
