import Foundation
import Testing
import UDFTesting

/// The messages a newcomer meets first, from the built binary: each says what to write instead,
/// names the user's own path and field paths in one style.
@Suite struct NewcomerMessageTests {
  /// The usage error `arguments` give: exit 2 and stderr.
  private func usageError(_ arguments: [String]) throws -> String {
    let run = try ProtocolTestBinary.run(arguments, input: [])
    #expect(run.status == 2 && !run.terminatedBySignal, "\(arguments): exit \(run.status) \(run.stderr)")
    return run.stderr
  }

  @Test(
    "a word where an option belongs says what to write",
    arguments: [
      (["help"], "unknown command 'help'; write superapp --help"),
      (["version"], "unknown command 'version'; write superapp --version"),
      (["replay", "j.journal"], "unknown option 'j.journal'; to name the journal write --journal j.journal"),
      (["j.journal"], "unknown option 'j.journal'; to name the journal write --journal j.journal"),
      (["--journal", "j", "replay"], "the command 'replay' comes first: superapp replay --journal PATH"),
      (["replay", "--journal", "j", "--nope"], "unknown option '--nope'; see superapp --help"),
    ])
  func aWordWhereAnOptionBelongsSaysWhatToWrite(_ arguments: [String], _ message: String) throws {
    #expect(try usageError(arguments).contains("superapp: \(message)\n"))
  }

  @Test("the usage line names --snapshot-every")
  func theUsageLineNamesSnapshotEvery() throws {
    let stderr = try usageError(["--nope"])
    #expect(
      stderr.contains(
        "usage: superapp [--journal PATH] [--fsync always|batch|never] [--snapshot-every N] [--timings]\n"))
  }

  @Test(
    "an option of another command says whose it is",
    arguments: [
      (["replay", "--journal", "j", "--fsync", "never"], "--fsync", "superapp replay"),
      (["snapshot", "--journal", "j", "--snapshot-every", "3"], "--snapshot-every", "superapp snapshot"),
      (["--until", "3"], "--until", "superapp without a command (serving stdin)"),
      (["compact", "--journal", "j", "--out", "x.html"], "--out", "superapp compact"),
    ])
  func anOptionOfAnotherCommandSaysWhoseItIs(_ arguments: [String], _ option: String, _ this: String) throws {
    let owner = [
      "--fsync": "superapp without a command (serving stdin)",
      "--snapshot-every": "superapp without a command (serving stdin)", "--until": "superapp replay",
      "--out": "superapp inspect",
    ]
    let expected = "superapp: \(option) is an option of \(owner[option] ?? "?"), not of \(this)\n"
    let stderr = try usageError(arguments)
    #expect(stderr.contains(expected), "\(stderr)")
  }

  @Test("an empty journal path is shown quoted")
  func anEmptyPathIsQuoted() throws {
    let run = try ProtocolTestBinary.run(["replay", "--journal", ""], input: [])
    #expect(run.status == 3)
    #expect(run.stderr.contains("journal '':"), "\(run.stderr)")
    try JournalE2EFiles.withTemporaryDirectory { directory in
      try JournalE2EFiles.createItems(2, journal: directory + "/j")
      let inspect = try JournalE2ERun.run(
        ["inspect", "--journal", "j", "--out", ""], shellSetup: "cd \(JournalE2EHostileFiles.quoted(directory))")
      #expect(inspect.exit.exited(1), "\(inspect.exit)")
      #expect(inspect.exit.stderr.contains("cannot write '':"), "\(inspect.exit.stderr)")
    }
  }

  @Test("a journal in a missing directory is named by the user's path, not the temporary name")
  func aMissingDirectoryIsNamedByTheUsersPath() throws {
    let path = "/nonexistent-\(UUID().uuidString)/j.journal"
    let run = try ProtocolTestBinary.run(["--journal", path], input: [])
    #expect(run.status == 3)
    #expect(run.stderr.contains("cannot open journal \(path): cannot create it: "), "\(run.stderr)")
    #expect(!run.stderr.contains(".creating-"), "\(run.stderr)")
  }

  /// The one rejection `line` gets.
  private func rejection(_ line: String) throws -> ProtocolOutputLine {
    let replies = try ProtocolTestBinary.run(lines: [line]).replies()
    try #require(replies.count == 1 && replies[0].type == "rejected", "\(replies)")
    return replies[0]
  }

  @Test(
    "a misspelled action name suggests the nearest one",
    arguments: [
      ("item.creat", "item.create"), ("Item.Create", "item.create"), ("stat.get", "state.get"),
      ("box.renam", "box.rename"),
    ])
  func aMisspelledActionSuggestsTheNearest(_ typed: String, _ suggested: String) throws {
    let refused = try rejection(#"{"action":"\#(typed)"}"#)
    #expect(refused.code == "unknownAction")
    #expect(
      refused.message == "unknown action '\(typed)'; did you mean '\(suggested)'? see superapp --help for the list")
  }

  @Test("a name close to none gets no suggestion")
  func aNameCloseToNoneGetsNoSuggestion() throws {
    let refused = try rejection(#"{"action":"frobnicate"}"#)
    #expect(refused.message == "unknown action 'frobnicate'; see superapp --help for the list")
  }

  @Test(
    "every rejection of a field names its whole path once, in one style",
    arguments: [
      (
        #"{"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(1))","fare":"abc"}]}"#,
        "the field 'orders[0].fare' must be a string of digits with an optional decimal part, e.g. 12.50"
      ),
      (
        #"{"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(1))","fare":12}]}"#,
        "the field 'orders[0].fare' must be a string"
      ),
      (
        #"{"action":"user.didLoad","user":{"id":"\#(fixedIDText(1))","firstName":" ","lastName":"L"}}"#,
        "the field 'user.firstName' must be a text that is not empty once trimmed"
      ),
      (
        #"{"action":"driver.didLoad","driver":{"id":"\#(fixedIDText(1))","name":" "}}"#,
        "the field 'driver.name' must be a text that is not empty once trimmed"
      ),
      (
        #"{"action":"items.didLoad","items":[{"id":"\#(fixedIDText(1))","title":"T","tags":[" "]}]}"#,
        "the field 'items[0].tags' must be a text that is not empty once trimmed"
      ),
      (
        #"{"action":"items.didLoad","items":[{"id":"\#(fixedIDText(1))","title":" "}]}"#,
        "the field 'items[0].title': a title must not be empty"
      ),
    ])
  func everyFieldRejectionNamesItsPathOnce(_ line: String, _ message: String) throws {
    #expect(try rejection(line).message == message)
  }

  @Test("a repeated NUL key is shown JSON's way")
  func aNULKeyIsShownJSONsWay() throws {
    let refused = try rejection(#"{"action":"item.create","title":"x","\u0000":1,"\u0000":2}"#)
    #expect(refused.code == "malformedJSON")
    #expect(refused.message == #"not valid JSON: duplicate key "\u0000" at byte 47"#)
  }

  @Test("a removed temporary file beside a bare journal name is named without ./")
  func aRemovedFileIsNamedWithoutDotSlash() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let run = try JournalE2ERun.run(
        ["--journal", "j"], shellSetup: "cd \(JournalE2EHostileFiles.quoted(directory)) && : > j.compacting-999999001")
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(
        run.exit.stderr.contains("superapp: removed j.compacting-999999001, a temporary file"), "\(run.exit.stderr)")
      #expect(!FileManager.default.fileExists(atPath: directory + "/j.compacting-999999001"))
    }
  }

  @Test("inspect of a compacted journal says the page starts from the base state")
  func inspectOfACompactedJournalSaysItShowsTheBaseState() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(1, records: 10, journal: path, snapshotEvery: 4)
      #expect(try JournalE2ERun.run(["compact", "--journal", path]).exit.exited(0))
      let run = try JournalE2ERun.run(["inspect", "--journal", path, "--out", directory + "/page.html"])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(
        run.exit.stderr.contains(
          "the journal is compacted: records 1-8 were folded into its base record, so the page starts from the base state"
        ), "\(run.exit.stderr)")
      let page = try String(contentsOfFile: directory + "/page.html", encoding: .utf8)
      #expect(page.contains("This journal is compacted"))
    }
  }
}
