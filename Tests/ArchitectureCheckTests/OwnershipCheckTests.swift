import Testing

@testable import ArchitectureRules

@Suite struct OwnershipCheckTests {
  @Test func folderOwnedOnlyByTheCatchAllHasNoOwner() {
    var fixture = Fixture()
    fixture.unownedTargets = ["Order"]
    #expect(
      fixture.violations == [
        Violation(
          file: "CODEOWNERS",
          line: 3,
          rule: .missingOwner,
          explanation: "Modules/Domains/Order/ (target Order) has no owning team: only the catch-all `/*` (line 3) "
            + "matches it; add `/Modules/Domains/Order/ @team`"
        )
      ]
    )
  }

  @Test func testFolderWithoutOwnerIsReportedEvenWithoutATarget() {
    var fixture = Fixture()
    fixture.sources["Tests/LooseTests/Helpers/Loose.swift"] = "import Testing\n"
    #expect(
      fixture.violations.map(\.explanation) == [
        "Tests/LooseTests/ (test folder) has no owning team: only the catch-all `/*` (line 3) matches it; "
          + "add `/Tests/LooseTests/ @team`"
      ])
  }

  @Test func lastMatchWinsSoALaterCatchAllOrEmptyRuleTakesOwnershipAway() {
    var catchAllLast = Fixture()
    catchAllLast.extraOwnerLines = ["*   @org/everyone"]
    #expect(catchAllLast.violations.count == catchAllLast.targets.count)
    #expect(catchAllLast.violations.allSatisfy { $0.rule == .missingOwner })

    var emptyRule = Fixture()
    emptyRule.extraOwnerLines = ["/Modules/Domains/"]
    #expect(emptyRule.violations.map(\.line) == Array(repeating: 19, count: 3))
    #expect(emptyRule.violations.first?.explanation.contains("lists no owner") == true)

    var reassigned = Fixture()
    reassigned.unownedTargets = ["Order", "Driver"]
    reassigned.extraOwnerLines = ["/Modules/Domains/   @org/domains"]
    #expect(reassigned.violations == [])
  }

  @Test func staleRuleIsReportedAtItsLine() {
    var fixture = Fixture()
    fixture.extraOwnerLines = ["/Modules/Domains/Zghost/   @org/ghosts", "/Examples/   @org/platform"]
    #expect(
      fixture.violations == [
        Violation(
          file: "CODEOWNERS",
          line: 19,
          rule: .staleOwnerRule,
          explanation: "`/Modules/Domains/Zghost/` matches no file in the repository; remove it or fix the path"
        ),
        Violation(
          file: "CODEOWNERS",
          line: 20,
          rule: .staleOwnerRule,
          explanation: "`/Examples/` matches no file in the repository; remove it or fix the path"
        ),
      ]
    )
  }

  @Test func missingCodeOwnersFileIsAViolation() {
    var snapshot = Fixture().snapshot
    snapshot.codeOwners = nil
    #expect(ArchitectureReport(checking: snapshot).violations.map(\.rule) == [.missingOwner])
  }

  @Test func parsesOwnersCommentsAndBlankLines() {
    let file = CodeOwnersFile("# header\n\n/a/   @x @y  # why\n  /b.swift\t@z\n/c/\n")
    #expect(file.rules.map(\.pattern) == ["/a/", "/b.swift", "/c/"])
    #expect(file.rules.map(\.owners) == [["@x", "@y"], ["@z"], []])
    #expect(file.rules.map(\.line) == [3, 4, 5])
  }

  @Test(
    arguments: [
      ("/Modules/", "Modules/Domains/Order/A.swift", true),
      ("/Modules/", "Tools/Modules/A.swift", false),
      ("Modules/", "Tools/Modules/A.swift", true),
      ("/Package.swift", "Package.swift", true),
      ("/Package.swift/", "Package.swift", false),
      ("/docs/*", "docs/a.md", true),
      ("/docs/*", "docs/deep/a.md", false),
      ("/docs/**", "docs/deep/a.md", true),
      ("/Modules/**/Order/", "Modules/Domains/Order/A.swift", true),
      ("*.swift", "Tools/Main/main.swift", true),
      ("*.swift", "Tools/Main/README.md", false),
      ("/Modules/Domains/Ord?r/", "Modules/Domains/Order/A.swift", true),
      ("/Modules/Domains/Order", "Modules/Domains/OrderTests/A.swift", false),
    ]
  )
  func patternMatching(pattern: String, path: String, expected: Bool) {
    #expect(CodeOwnersRule(pattern: pattern, owners: ["@x"], line: 1).matches(path, isFolder: false) == expected)
  }

  @Test func catchAllsAreRecognised() {
    for pattern in ["*", "/*", "**", "/**", "/"] {
      #expect(CodeOwnersRule(pattern: pattern, owners: [], line: 1).isCatchAll)
    }
    #expect(!CodeOwnersRule(pattern: "/*.md", owners: [], line: 1).isCatchAll)
  }
}
