import ArgumentParser

/// `layout-bench run`: the benchmark sweep. (Being written; owned by the harness work.)
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the benchmark sweep and print a table.")
    func run() throws {
        throw ValidationError("run is not implemented yet")
    }
}
