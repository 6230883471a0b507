// A GitHub Actions workflow as typed values, and the one `classroom init` writes.

/// A GitHub Actions workflow: what starts it, what it may do, and one job of steps.
package struct Workflow: Equatable, Sendable {
  /// One step of a job: an action it uses with its inputs, or a shell command.
  package struct Step: Equatable, Sendable {
    /// What the log calls it.
    package var name: String
    /// How later steps refer to its outputs.
    package var id: String?
    /// A condition, such as `always()`.
    package var condition: String?
    /// The action, such as `actions/checkout@v4`.
    package var uses: String?
    /// The action's inputs, in order.
    package var with: [(String, YAML)] = []
    /// Environment variables, in order.
    package var env: [(String, String)] = []
    /// The shell command, when it uses no action.
    package var run: String?

    /// A step that uses an action.
    package init(
      name: String, id: String? = nil, condition: String? = nil, uses: String,
      with: [(String, YAML)] = [], env: [(String, String)] = []
    ) {
      self.name = name
      self.id = id
      self.condition = condition
      self.uses = uses
      self.with = with
      self.env = env
    }

    /// A step that runs a shell command.
    package init(name: String, id: String? = nil, condition: String? = nil, run: String) {
      self.name = name
      self.id = id
      self.condition = condition
      self.run = run
    }

    /// The value of an input.
    package func input(_ key: String) -> YAML? {
      with.first { $0.0 == key }?.1
    }

    package static func == (lhs: Step, rhs: Step) -> Bool {
      lhs.yaml == rhs.yaml
    }

    var yaml: YAML {
      var pairs: [YAML.Pair] = [.init("name", .string(name))]
      if let id { pairs.append(.init("id", .string(id))) }
      if let condition { pairs.append(.init("if", .string(condition))) }
      if let uses { pairs.append(.init("uses", .string(uses))) }
      if !env.isEmpty {
        pairs.append(.init("env", .map(env.map { YAML.Pair($0.0, .string($0.1)) })))
      }
      if !with.isEmpty { pairs.append(.init("with", .map(with.map { YAML.Pair($0.0, $0.1) }))) }
      if let run { pairs.append(.init("run", .string(run))) }
      return .map(pairs)
    }
  }

  /// The workflow's name.
  package var name: String
  /// The events that start it.
  package var events: [String]
  /// What its token may do, in order.
  package var permissions: [(String, String)]
  /// The job's id.
  package var jobID: String
  /// The machine it runs on.
  package var runsOn: String
  /// When the job runs at all.
  package var condition: String?
  /// The container image it runs in, if any.
  package var container: String?
  /// The longest the job may run.
  package var timeoutMinutes: Int
  /// Environment variables of the job.
  package var env: [(String, String)] = []
  /// The steps, in order.
  package var steps: [Step]

  package static func == (lhs: Workflow, rhs: Workflow) -> Bool {
    lhs.yaml == rhs.yaml
  }

  /// The workflow as YAML values.
  package var yaml: YAML {
    var job: [YAML.Pair] = [.init("runs-on", .string(runsOn))]
    if let condition { job.append(.init("if", .string(condition))) }
    if let container { job.append(.init("container", .string(container))) }
    job.append(.init("timeout-minutes", .int(timeoutMinutes)))
    if !env.isEmpty { job.append(.init("env", .map(env.map { YAML.Pair($0.0, .string($0.1)) }))) }
    job.append(.init("steps", .list(steps.map(\.yaml))))
    return .map([
      .init("name", .string(name)),
      .init("on", .list(events.map(YAML.string))),
      .init("permissions", .map(permissions.map { YAML.Pair($0.0, .string($0.1)) })),
      .init("jobs", .map([.init(jobID, .map(job))])),
    ])
  }
}
