/** API shapes of docs/product.md §7.1 and its API tables, shared by server presenters and client calls. */
export interface SessionUser {
  id: number;
  username: string;
  email?: string;
}

export interface AuthResponse {
  access_token: string;
  token_type: 'bearer';
  user: UserProfile;
}

export interface UserProfile {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  address: string | null;
  apt: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  profile_picture: string | null;
  friend_count: number;
  latitude: number | null;
  longitude: number | null;
}

export interface PublicUser {
  id: number;
  username: string;
  profile_picture: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  friend_count: number;
}

export interface Listing {
  id: number;
  title: string;
  description: string;
  price: number;
  featured_image: string | null;
  is_active: boolean;
  is_public: boolean;
  type_id: number;
  state_id: number;
  category_id: number;
  owner_id: number;
  owner_username: string;
  owner_profile_picture: string | null;
  owner_latitude: number | null;
  owner_longitude: number | null;
  created_at: string;
}

export interface WantListing {
  id: number;
  title: string;
  category_id: number;
  owner_id: number;
}

export interface FriendEntry {
  id: number;
  username: string;
  profile_picture: string | null;
}

export type FriendStatus = 'none' | 'pending' | 'accepted' | 'rejected';

export interface FriendStatusResponse {
  status: FriendStatus;
  is_sender: boolean;
}

export interface Message {
  id: number;
  sender_id: number | null;
  receiver_id: number | null;
  content: string;
  created_at: string;
  is_read: boolean;
  client_id?: string | null;
}

export interface ErrorBody {
  detail: string | { loc: (string | number)[]; msg: string; type: string }[];
}

/** A wish-list match (docs/product.md §8.4, §8.8): what matched, where, who, how far. */
export interface MatchNotification {
  id: number;
  kind: 'match';
  is_read: boolean;
  created_at: string;
  want: { id: number; title: string; category_id: number };
  listing: {
    id: number;
    title: string;
    featured_image: string | null;
    category_id: number;
    type_id: number;
    price: number;
  };
  seller: { id: number; username: string; profile_picture: string | null; city: string | null };
  /** Whole kilometres between the two homes; null when a friend's has no known location. */
  distance_km: number | null;
  is_friend: boolean;
}

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}
