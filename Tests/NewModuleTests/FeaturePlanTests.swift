import Foundation
import NewModuleKit
import Testing

/// The plan for a feature `Deliver` mediating the repository's first two domains (whichever exist),
/// made from the real files: its files, its `check` and `apply` labelled with each mediated domain's
/// field as its module.json says, its one line in Package.swift's `features` and its two CODEOWNERS
/// lines owned by the mediated domains' teams, and its refusals.
@Suite struct FeaturePlanTests {
  private let texts: RepositoryTexts
  private let mediated: [ModuleFacts]
  private let plan: ScaffoldPlan

  init() throws {
    texts = try RepositoryFixture.texts()
    mediated = Array(texts.modules.filter(\.isDomain).prefix(2))
    plan = try ScaffoldPlan.feature(try ModuleName("Deliver"), mediating: mediated.map(\.name), in: texts)
  }

  private func refusal(_ domains: [String], name: String = "Deliver") throws -> ScaffoldError? {
    do {
      _ = try ScaffoldPlan.feature(try ModuleName(name), mediating: domains, in: texts)
      return nil
    } catch {
      return error
    }
  }

  @Test func theRepositoryHasTwoDomainsToMediate() {
    #expect(mediated.count == 2)
    #expect(mediated.allSatisfy { $0.stateType != nil && $0.field != nil })
  }

  @Test func itWritesTheMediatorItsTestsAndItsGoldenSession() {
    #expect(
      plan.created.map(\.path) == [
        "Modules/Features/Deliver/README.md", "Modules/Features/Deliver/module.json",
        "Modules/Features/Deliver/DeliverAction.swift", "Modules/Features/Deliver/DeliverFeature.swift",
        "Modules/Features/Deliver/DeliverNoted.swift", "Modules/Features/Deliver/DeliverWire.swift",
        "Tests/DeliverTests/Fixtures.swift", "Tests/DeliverTests/DeliverFeatureTests.swift",
        "Tests/Fixtures/Golden/deliver-note.session.jsonl",
      ])
    #expect(
      plan.text("Modules/Features/Deliver/module.json") == #"{ "actions": "DeliverAction", "prefixes": ["deliver."] }"#
        + "\n")
    #expect(plan.edited.map(\.path) == ["Package.swift", "CODEOWNERS"])
    for file in plan.created { #expect(file.text.hasSuffix("\n") && !file.text.hasSuffix("\n\n"), "\(file.path)") }
  }

  @Test func checkAndApplyTakeEachMediatedStateUnderItsField() throws {
    let feature = try #require(plan.text("Modules/Features/Deliver/DeliverFeature.swift"))
    let states = mediated.map { "    \($0.field ?? ""): \($0.stateType ?? "")" }
    let check = (["    _ action: DeliverAction"] + states).joined(separator: ",\n")
    #expect(feature.contains("  public static func check(\n" + check + "\n  ) throws(Rejection) -> Change {"))
    let inouts = mediated.map { "    \($0.field ?? ""): inout \($0.stateType ?? "")" }
    let apply = ["    _ change: Change"] + inouts + ["    _ reduction: inout Reduction<DeliverAction>"]
    #expect(feature.contains("  public static func apply(\n" + apply.joined(separator: ",\n") + "\n  ) {"))
    for domain in mediated { #expect(feature.contains("import \(domain.name)\n")) }
  }

  @Test func theExampleActionIsGenericAndSaysItIsTheOneToReplace() throws {
    let action = try #require(plan.text("Modules/Features/Deliver/DeliverAction.swift"))
    #expect(action.contains("case note(id: ID<DeliverNoted>, note: String)"))
    #expect(action.contains("The example action `new-module` wrote, to replace with the feature's own"))
    let readme = plan.lines("Modules/Features/Deliver/README.md")
    let header = try #require(readme.firstIndex(of: "| action | fields | effect on state |"))
    #expect(readme[header + 2].hasPrefix("| `deliver.note` | `id?`, `note` | the example action, to replace"))
  }

  @Test func theManifestGetsItsFeatureLineAtItsSortedPlace() throws {
    let original = try #require(texts.files["Package.swift"])
    let manifest = try #require(plan.text("Package.swift"))
    let quoted = mediated.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let line = "  feature(\"Deliver\", mediating: [\(quoted)]),"
    #expect(addedLines(original, manifest) == [line])
    let names = manifestEntries(manifest, list: "let features = [").map { $0.split(separator: "\"")[1] }
    let position = try #require(names.firstIndex(of: "Deliver"))
    #expect(names[..<position].allSatisfy { $0 < "Deliver" } && names[(position + 1)...].allSatisfy { $0 > "Deliver" })
  }

  /// A mediator is owned by the team that writes it (its own by default, or `--team`), never
  /// co-owned by every team whose domain it mediates; its goldens are its team's too.
  @Test func codeOwnersGiveItsFoldersAndGoldensToTheTeamThatWritesIt() throws {
    let original = try #require(texts.files["CODEOWNERS"])
    let owners = try #require(plan.text("CODEOWNERS"))
    let added = addedLines(original, owners)
    #expect(
      added.map { $0.split(separator: " ").first.map(String.init) ?? "" }.sorted() == [
        "/Modules/Features/Deliver/", "/Tests/DeliverTests/", "/Tests/Fixtures/Golden/deliver-*",
      ])
    #expect(added.allSatisfy { $0.hasSuffix(" @superapp/deliver-team") }, "\(added)")
    let chosen = try ScaffoldPlan.feature(
      try ModuleName("Deliver"), mediating: mediated.map(\.name), team: "@superapp/loyalty-team", in: texts)
    let chosenAdded = addedLines(original, try #require(chosen.text("CODEOWNERS")))
    #expect(chosenAdded.count == 3 && chosenAdded.allSatisfy { $0.hasSuffix(" @superapp/loyalty-team") })
    let features = lines(of: owners, startingWith: "/Modules/Features/").map { String($0.prefix { $0 != " " }) }
    let position = try #require(features.firstIndex(of: "/Modules/Features/Deliver/"))
    #expect(features[..<position].allSatisfy { $0 < "/Modules/Features/Deliver/" })
    #expect(features[(position + 1)...].allSatisfy { $0 > "/Modules/Features/Deliver/" })
  }

  /// Whether `error` refuses `name` as not a domain.
  private func isNotADomain(_ error: ScaffoldError?, _ name: String) -> Bool {
    guard case .notADomain(let refused, _) = error else { return false }
    return refused == name
  }

  @Test func aNameThatIsNotADomainIsRefused() throws {
    #expect(isNotADomain(try refusal(["Nowhere"]), "Nowhere"))
    let feature = try #require(texts.modules.first { !$0.isDomain })
    #expect(isNotADomain(try refusal([feature.name]), feature.name), "a feature is not a domain")
    let domain = mediated[0].name
    #expect(isNotADomain(try refusal([domain, domain]), domain), "a domain named twice")
    #expect(isNotADomain(try refusal([domain, ""]), ""))
  }

  @Test func tooFewOrTooManyDomainsAreRefusedAndTheEdgesAccepted() throws {
    let domains = texts.modules.filter(\.isDomain).map(\.name)
    #expect(try refusal([]) == .mediatedCount(0))
    #expect(try refusal([domains[0]]) == nil, "one is enough")
    if domains.count > FeatureNames.mediatedCount.upperBound {
      #expect(try refusal(Array(domains.prefix(4))) == nil)
      #expect(try refusal(Array(domains.prefix(5))) == .mediatedCount(5))
    }
  }

  @Test func aTakenFeatureNameIsRefused() throws {
    let feature = try #require(texts.modules.first { !$0.isDomain })
    #expect(try refusal([mediated[0].name], name: feature.name) == .pathExists("Modules/Features/\(feature.name)"))
  }

  @Test func aFeatureLineTooLongForTheFormatIsRefused() throws {
    var long = texts
    let names = (1...4).map { "Domain\($0)" + String(repeating: "x", count: ModuleName.maximumLength - 7) }
    for name in names {
      long.files["Modules/Domains/\(name)/module.json"] =
        #"{ "state": { "type": "\#(name)State", "field": "f\#(name)" } }"#
    }
    let name = try ModuleName("Deliver")
    do {
      _ = try ScaffoldPlan.feature(name, mediating: names, in: long)
      Issue.record("a feature line longer than the format allows was accepted")
    } catch {
      guard case .lineTooLong(let file, _) = error else {
        Issue.record("refused with \(error)")
        return
      }
      #expect(file == "Package.swift")
    }
    let two = try ScaffoldPlan.feature(try ModuleName("Deliver"), mediating: Array(names.prefix(2)), in: long)
    for file in two.created where file.path.hasSuffix(".swift") {
      for line in file.text.split(separator: "\n")
      where line.count > 120 && !line.hasPrefix("///") && !line.hasPrefix("  ///") {
        Issue.record("\(file.path): \(line.count) characters: \(line)")
      }
    }
  }
}
