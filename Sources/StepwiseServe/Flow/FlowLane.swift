// The four lanes of the MVC flow diagram, and the steps drawn in them.

import StepwiseBasics

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

  /// The lane's name in English: its class on the page and its arrows' data.
  package var name: String {
    switch self {
    case .view: "View"
    case .controller: "Controller"
    case .model: "Model"
    case .storage: "Storage"
    }
  }

  /// The lane's heading, in the page's language.
  package var title: String {
    switch self {
    case .view: localized("View")
    case .controller: localized("Controller")
    case .model: localized("Model")
    case .storage: localized("Storage")
    }
  }
}

/// Who calls whom in a call the flow labels, so that the MVC point reads at a glance.
package enum FlowCall: Equatable, Sendable {
  /// A view that calls the app's code.
  package enum Caller: Equatable, Sendable {
    case table
    case textField
    case textView
  }

  /// The table asks its data source: `tableView(_:cellForRowAt:)`.
  case dataSource
  /// A view tells or asks its delegate: `tableView(_:didSelectRowAt:)`.
  case delegate(Caller)
  /// One of the app's controllers calls another that it holds in a property: its
  /// delegate, through the protocol the property is declared with, or the other class
  /// itself (`type` is then that class).
  case handOver(property: String, type: String, receiver: String)

  /// The label before the call, in the page's language.
  package var label: String {
    switch self {
    case .dataSource: localized("the table asks its data source:")
    case .delegate(.table): localized("the table tells its delegate:")
    case .delegate(.textField): localized("the text field asks its delegate:")
    case .delegate(.textView): localized("the text view asks its delegate:")
    case .handOver(let property, let type, let receiver):
      type == receiver
        ? localized("a direct call, through \(property):")
        : localized("a delegate call, through \(property) (\(type)):")
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
  /// Who calls whom, when the step is a call the flow labels.
  package var call: FlowCall?

  /// A step.
  package init(_ lane: FlowLane?, _ text: String, kind: Kind = .step, call: FlowCall? = nil) {
    self.lane = lane
    self.text = text
    self.kind = kind
    self.call = call
  }
}
