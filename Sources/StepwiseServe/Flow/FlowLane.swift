// The four lanes of the MVC flow diagram.

/// Where a step of a gesture's flow happens.
package enum FlowLane: Int, CaseIterable, Sendable, Codable {
  /// What the user touches and sees: buttons, the table's rows, fields.
  case view
  /// The app's controllers and delegates, called by UIKit.
  case controller
  /// The values the app keeps.
  case model
  /// The files in the app's sandbox.
  case storage

  /// The lane's heading.
  package var title: String {
    switch self {
    case .view: "View"
    case .controller: "Controller"
    case .model: "Model"
    case .storage: "Storage"
    }
  }
}

/// One step of a gesture's flow: a line of the device's transcript, in its lane.
package struct FlowStep: Equatable, Sendable {
  /// What kind of line it is.
  package enum Kind: Equatable, Sendable {
    /// The user's gesture that starts the flow.
    case gesture
    /// A call or a change in a lane.
    case step
    /// A file read: drawn from Storage back to the Model.
    case read
    /// Something printed or logged, beside the lanes.
    case note
    /// A crash or a refusal, beside the lanes.
    case failure
  }

  /// The lane, or nil for a note or a failure.
  package var lane: FlowLane?
  /// What happened.
  package var text: String
  /// What kind of line it is.
  package var kind: Kind

  /// A step.
  package init(_ lane: FlowLane?, _ text: String, kind: Kind = .step) {
    self.lane = lane
    self.text = text
    self.kind = kind
  }
}
