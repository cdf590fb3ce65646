// What a kitchen ticket's line keeps: texts in the menu's own language (the kitchen's), whatever the
// guest's, so a cook reads the dish as the menu names it. bumped_at: when this line was marked done.
export type StoredTicketLine = {
  line_id: string;
  product_id: string;
  name: string;
  quantity: number;
  variants: string[];
  modifiers: string[];
  comment?: string;
  bumped_at?: string | null;
};

// Where the ticket's food goes, copied when the ticket is made (the order may change after).
export type StoredTicketContext = {
  serial: number;
  order_type: "inside" | "preorder" | "delivery";
  table_name?: string;
  hall_name?: string;
  guest_comment?: string;
  allergy_note?: string;
  // A cancel ticket's reason (declined, cancelled, voided, stopped) as the venue gave it.
  reason?: string;
  // When the guest wants it (takeaway or delivery for a later time).
  wanted_at?: string;
};
