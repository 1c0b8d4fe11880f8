import Foundation

/// Runs one measurement in a fresh child process of this executable, so its peak memory is its own.
///
/// The child is invoked as `benchmarks --child <workload> <variant> <size>` and prints one JSON
/// `Measurement` on stdout; a non-zero exit (failed checksum) fails the whole run.
func runInChild(workload: String, variant: String, size: Int) throws -> Measurement {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: selfExecutablePath())
  process.arguments = ["--child", workload, variant, String(size)]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw ChecksumFailure(description: "\(workload)/\(variant)/\(size) exited \(process.terminationStatus)")
  }
  return try JSONDecoder().decode(Measurement.self, from: data)
}

/// The path of the running executable.
func selfExecutablePath() -> String {
  #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
  #endif
  return CommandLine.arguments[0]
}
