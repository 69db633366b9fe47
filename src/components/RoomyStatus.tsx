import React from "react";
import { classNames } from "./class-names";
import * as styles from "./RoomyStatus.module.css";

interface RoomyStatusProps {
  /** Every message the region may say. */
  messages: readonly string[];
  /** What it says now ("" for nothing). */
  said: string;
  className?: string;
}

/**
 * A live region that keeps the room of the longest message it may say, at any width: every message is
 * laid out unseen in its cell, so that nothing under it moves when one comes (LibrasControl.tsx's state,
 * CopyButton.tsx's answer).
 */
export function RoomyStatus({ messages, said, className }: RoomyStatusProps) {
  return (
    <div className={classNames(styles.box, className)}>
      {messages.map((message) => (
        <span key={message} className={styles.room} aria-hidden="true">
          {message}
        </span>
      ))}
      <p role="status" className={styles.status}>
        {said}
      </p>
    </div>
  );
}
