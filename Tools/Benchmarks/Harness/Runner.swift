import Foundation

/// Options of one benchmark run.
struct Options {
  var quick = false
  var json = false
  var only: Set<String>? = nil
  var repetitions: Int { quick ? 3 : 5 }

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--json": json = true
      case "--only":
        guard let list = rest.popFirst() else { throw ChecksumFailure(description: "--only needs a list") }
        only = Set(list.split(separator: ",").map(String.init))
      case "--help", "-h":
        throw ChecksumFailure(
          description: "usage: benchmarks [--quick] [--json] [--only S1,S2,S3,A1,A2,J1,H1,G1]")
      default: throw ChecksumFailure(description: "unknown option \(argument); see --help")
      }
    }
  }
}

/// A workload: its table, and the (variant, size) runs it is made of.
struct Workload: Sendable {
  let name: String
  let title: String
  let unit: String
  let runs: @Sendable (Options) -> [(variant: String, size: Int)]
  let measure: @Sendable (String, Int) throws -> Measurement
  let finish: @Sendable (inout Table) -> Void
}

/// Entry point of a child process: runs one measurement and prints it as JSON.
func runChildMeasurement(_ arguments: [String]) -> Int32 {
  guard arguments.count == 3, let size = Int(arguments[2]),
    let workload = allWorkloads.first(where: { $0.name == arguments[0] })
  else {
    FileHandle.standardError.write(Data("bad child arguments \(arguments)\n".utf8))
    return 2
  }
  do {
    var measurement = try workload.measure(arguments[1], size)
    if let share = timedLoops.cpuPerWall { measurement.extra["cpu/wall"] = share }
    let data = try JSONEncoder().encode(measurement)
    FileHandle.standardOutput.write(data)
    return 0
  } catch {
    FileHandle.standardError.write(Data("\(workload.name) \(arguments[1]) \(size): \(error)\n".utf8))
    return 1
  }
}

/// Entry point of the parent: runs every selected workload's measurements in child processes and
/// prints the tables (or JSON).
func runBenchmarks(_ arguments: [String]) -> Int32 {
  let options: Options
  do {
    options = try Options(arguments)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 2
  }
  var tables: [Table] = []
  for workload in allWorkloads where options.only?.contains(workload.name) ?? true {
    var rows: [Row] = []
    for run in workload.runs(options) {
      var samples: [Measurement] = []
      for _ in 0..<options.repetitions {
        do {
          samples.append(try runInChild(workload: workload.name, variant: run.variant, size: run.size))
        } catch {
          FileHandle.standardError.write(Data("FAILED: \(error)\n".utf8))
          return 1
        }
      }
      var extra: [String: Double] = [:]
      for key in Set(samples.flatMap(\.extra.keys)) {
        extra[key] = Summary(samples.compactMap { $0.extra[key] }).median
      }
      rows.append(
        Row(
          variant: run.variant, size: run.size, nsPerOp: Summary(samples.map(\.nsPerOp)),
          peakMiB: Summary(samples.map { Double($0.peakKiB) / 1024 }), extra: extra))
    }
    var table = Table(workload: workload.name, title: workload.title, unit: workload.unit, rows: rows)
    workload.finish(&table)
    tables.append(table)
    if !options.json {
      FileHandle.standardOutput.write(Data((table.rendered() + "\n").utf8))
    }
  }
  if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let data = try? encoder.encode(tables) { print(String(decoding: data, as: UTF8.self)) }
  }
  return 0
}
