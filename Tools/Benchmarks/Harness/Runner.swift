import BenchmarkKit
import Foundation

/// A workload: its table, and the (variant, size) runs it is made of.
struct Workload: Sendable {
  let name: String
  let title: String
  let unit: String
  let runs: @Sendable (RunOptions) -> [(variant: String, size: Int)]
  let measure: @Sendable (String, Int) throws -> Measurement
  let finish: @Sendable (inout Table) -> Void

  /// What the command line knows of it: every variant of a full and of a quick run.
  var catalogEntry: CatalogEntry {
    var variants: [String] = []
    for run in runs(RunOptions()) + runs(RunOptions(quick: true)) where !variants.contains(run.variant) {
      variants.append(run.variant)
    }
    return CatalogEntry(name: name, title: title, variants: variants)
  }
}

/// Entry point of a child process: runs one measurement and prints it as JSON.
func runChildMeasurement(workload name: String, variant: String, size: Int) -> Int32 {
  guard let workload = allWorkloads.first(where: { $0.name == name }) else { return 2 }
  do {
    var measurement = try workload.measure(variant, size)
    if let share = timedLoops.cpuPerWall { measurement.extra["cpu/wall"] = share }
    let data = try JSONEncoder().encode(measurement)
    FileHandle.standardOutput.write(data)
    return 0
  } catch {
    FileHandle.standardError.write(Data("\(workload.name) \(variant) \(size): \(error)\n".utf8))
    return 1
  }
}

/// Entry point of the parent: runs every selected workload's measurements in child processes,
/// saying on stderr what it is running, appends each finished workload's JSON lines when asked,
/// and prints the tables at the end (also the finished ones when a measurement fails).
func runBenchmarks(_ options: RunOptions) -> Int32 {
  let workloads = allWorkloads.filter { options.selects($0.name) }
  let output = ResultsOutput(jsonPath: options.jsonPath)
  var tables: [Table] = []
  defer { output.printTables(tables) }
  progress(
    "running \(workloads.map(\.name).joined(separator: ", ")), \(options.repetitions) processes per variant"
      + (options.quick ? " (quick)" : "") + "; the tables print at the end")
  for (number, workload) in workloads.enumerated() {
    progress("\(workload.name) (\(number + 1) of \(workloads.count)): \(workload.title)")
    var rows: [Row] = []
    for run in workload.runs(options) {
      let clock = ContinuousClock()
      let start = clock.now
      var samples: [Measurement] = []
      for _ in 0..<options.repetitions {
        do {
          samples.append(try runInChild(workload: workload.name, variant: run.variant, size: run.size))
        } catch {
          progress("FAILED: \(error)")
          return 1
        }
      }
      let row = Row(samples, variant: run.variant, size: run.size)
      rows.append(row)
      progress(
        "  \(run.variant) \(run.size): median \(format(row.nsPerOp.median)) \(workload.unit) "
          + "(\(samples.count) runs, \(seconds(clock.now - start)))")
    }
    var table = Table(workload: workload.name, title: workload.title, unit: workload.unit, rows: rows)
    workload.finish(&table)
    tables.append(table)
    guard output.append(table) else { return 1 }
  }
  return 0
}

extension Row {
  /// The row summarizing one variant's samples (peak memory in MiB).
  init(_ samples: [Measurement], variant: String, size: Int) {
    var extras: [String: Summary] = [:]
    for key in Set(samples.flatMap(\.extra.keys)) {
      extras[key] = Summary(samples.compactMap { $0.extra[key] })
    }
    self.init(
      variant: variant, size: size, nsPerOp: Summary(samples.map(\.nsPerOp)),
      peakMiB: Summary(samples.map { Double($0.peakKiB) / 1024 }), extras: extras)
  }
}

/// A duration as seconds with one decimal, for progress lines.
private func seconds(_ duration: Duration) -> String {
  String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

/// A progress line on stderr, so stdout holds only the results.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
}
