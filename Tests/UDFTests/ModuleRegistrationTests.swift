import Concurrency
import Foundation
import Testing
import UDF
import UDFTesting
import UDFWire

/// A tiny app of two modules, to test what a registration list derives without the real app.
private struct ToyCounter: StoredState {
  static let partName = "counter"
  var value = 0

  func write(as key: String, to writer: inout some FieldWriter) {
    writer.object(key) { $0.field("value", value) }
  }

  static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ToyCounter> {
    let text = try fields.object(key) { (fields) throws(Rejection) in try fields.string("value") }
    let path = fields.path(key + ".value")
    guard let value = Int(text) else { throw .invalidField(path, "a number") }
    // Checked in the deferred work, as the boxes check that no item sits in two boxes.
    return .deferred { () throws(Rejection) in
      guard value >= 0 else { throw .invalidField(path, "a count of zero or more") }
      return ToyCounter(value: value)
    }
  }
}

private enum ToyCounterAction: WireAction, WireExamples, Equatable {
  case increment

  static let wireExamples: [ToyCounterAction] = [.increment]
  static let wireDecoders = [WireDecoder<ToyCounterAction>("counter.increment", fields: "") { _ in .increment }]
  var wireName: String { "counter.increment" }
  func write(to writer: inout some FieldWriter) {}
}

private enum ToyMailerKey: DependencyKey {
  static let defaultValue: @Sendable (String) -> Void = { _ in }
}

private struct ToyMail: WireWritable, Sendable {
  let to: String
  func write(to writer: inout some FieldWriter) { writer.field("to", to) }
}

private enum ToyMailAction: WireAction, WireExamples, ModuleServices, Equatable {
  case send(String)

  /// Two examples of one action (as a module gives one more for each set of exclusive fields).
  static let wireExamples: [ToyMailAction] = [.send("ada"), .send("grace")]
  static let wireDecoders = [
    WireDecoder<ToyMailAction>("mail.send", fields: "to") { (fields) throws(Rejection) in .send(try fields.string("to"))
    }
  ]
  var wireName: String { "mail.send" }
  func write(to writer: inout some FieldWriter) {
    if case .send(let to) = self { writer.field("to", to) }
  }

  static let services = [ServiceRequirement(ToyMailerKey.self)]
  static let effectOutputs = [
    EffectOutput("mail.out", implements: ToyMailerKey.self, request: ToyMail.self) { send in { send(ToyMail(to: $0)) } }
  ]
}

private enum ToyAction: Equatable, Sendable {
  case counter(ToyCounterAction)
  case mail(ToyMailAction)
}

private struct ToyState: Equatable, Sendable {
  var counter = ToyCounter()
}

@Suite struct ModuleRegistrationTests {
  private let modules: [ModuleRegistration<ToyState, ToyAction>] = [
    ModuleRegistration("counter", ToyCounterAction.self, ToyAction.counter, state: \.counter),
    ModuleRegistration("mail", ToyMailAction.self, ToyAction.mail),
  ]

  @Test func examplesAreEveryModulesExamplesEmbedded() {
    #expect(modules.flatMap(\.examples) == [.counter(.increment), .mail(.send("ada")), .mail(.send("grace"))])
  }

  @Test func decodersAreEveryModulesActionsEmbedded() throws {
    #expect(modules.flatMap(\.decoders).map(\.name) == ["counter.increment", "mail.send"])
    let mail = try #require(modules[1].decoders.first)
    #expect(try WireRecord(dictionaryLiteral: ("to", .string("ada"))).read(mail.decode) == .mail(.send("ada")))
  }

  @Test func aPartWritesAndRestoresItsStateAtItsKeyPath() throws {
    let part = try #require(modules[0].part)
    #expect(part.name == "counter")
    #expect(!part.holdsEntities)
    var writer = WireRecord()
    part.write(ToyState(counter: ToyCounter(value: 7)), as: "counter", to: &writer)
    #expect(writer == ["counter": .object(["value": .int(7)])])
    var restored = ToyState()
    try WireRecord(dictionaryLiteral: ("counter", .object(["value": .string("42")])))
      .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: RestoreInPlace()) }
      .set(into: &restored)
    #expect(restored.counter.value == 42)
    #expect(throws: Rejection.invalidField("counter.value", "a number")) {
      try WireRecord(dictionaryLiteral: ("counter", .object(["value": .string("x")])))
        .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: RestoreInPlace()) }
    }
  }

  /// A module's deferred work runs where the restore's caller says: the scheduler starts it as
  /// soon as the part is read, once; a module starts no thread of its own.
  @Test func aPartsDeferredWorkIsStartedByTheCallersSchedulerOnce() throws {
    let part = try #require(modules[0].part)
    let scheduler = CountingScheduler()
    let read = try WireRecord(dictionaryLiteral: ("counter", .object(["value": .string("5")])))
      .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: scheduler) }
    #expect(scheduler.started == 1, "started when the part is read, before it is set")
    var restored = ToyState()
    try read.set(into: &restored)
    #expect(restored.counter.value == 5)
    #expect(scheduler.started == 1)
    let empty = try WireRecord(dictionaryLiteral: ("other", .string("x")))
      .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: scheduler) }
    try empty.set(into: &restored)
    #expect(scheduler.started == 1, "a complete part (stored before the module) has nothing to start")
  }

  /// Deferred work may still refuse the stored state: the refusal comes when the part is set,
  /// whether the work ran in place or on another thread, and nothing is set.
  @Test func aPartsDeferredWorkRefusesWhenThePartIsSet() throws {
    let part = try #require(modules[0].part)
    for scheduler in [RestoreInPlace() as any RestoreScheduler, OtherThreadScheduler()] {
      let read = try WireRecord(dictionaryLiteral: ("counter", .object(["value": .string("-1")])))
        .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: scheduler) }
      var restored = ToyState(counter: ToyCounter(value: 3))
      #expect(throws: Rejection.invalidField("counter.value", "a count of zero or more")) {
        try read.set(into: &restored)
      }
      #expect(restored.counter.value == 3, "the part is left as it was")
    }
  }

  @Test func aStoredStateWithoutThePartRestoresItEmptyButABrokenPartIsRefused() throws {
    let part = try #require(modules[0].part)
    var restored = ToyState(counter: ToyCounter(value: 9))
    try WireRecord(dictionaryLiteral: ("other", .string("x")))
      .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: RestoreInPlace()) }
      .set(into: &restored)
    #expect(restored.counter == ToyCounter(), "written before the module existed: its empty state")
    #expect(throws: Rejection.missingField("counter.value")) {
      try WireRecord(dictionaryLiteral: ("counter", .object([:])))
        .read { (fields) throws(Rejection) in try part.restore(from: fields, scheduler: RestoreInPlace()) }
    }
  }

  @Test func aCopyTellsWhetherThePartChanged() throws {
    let part = try #require(modules[0].part)
    let copy = part.copy(of: ToyState())
    #expect(part.isUnchanged(copy, in: ToyState()))
    #expect(!part.isUnchanged(copy, in: ToyState(counter: ToyCounter(value: 1))))
  }

  @Test func aDeclaredServiceWithoutAnImplementationIsNamed() {
    #expect(modules.missingServices(in: Dependencies()) == ["mail needs ToyMailer"])
  }

  @Test func anEffectOutputImplementsItsServiceAndSendsItsRequestsByName() {
    let sent = Recorder<String>()
    var dependencies = Dependencies()
    for output in modules.flatMap(\.effectOutputs) {
      output.install(into: &dependencies) { name, request in
        sent.record(name + " " + "\(WireRecord(of: request)["to"] ?? .null)")
      }
    }
    #expect(modules.missingServices(in: dependencies).isEmpty)
    dependencies[ToyMailerKey.self]("ada")
    #expect(sent.values == [#"mail.out string("ada")"#])
  }
}

/// Counts the deferred work it starts, and runs it in place.
private final class CountingScheduler: RestoreScheduler {
  private let count = Locked(0)

  var started: Int { count.withLock { $0 } }

  func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
    count.withLock { $0 += 1 }
    return work
  }
}

/// Runs deferred work on another thread, as the headless app's snapshot start does.
private struct OtherThreadScheduler: RestoreScheduler {
  func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
    let running = BackgroundWork(work)
    return { running.take() ?? work() }
  }
}
